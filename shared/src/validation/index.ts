/** Form rules of spec 1 section 5 (valibot schemas with translated messages) and the password helpers. */
export * from './messages';
export * from './rules';
export * from './password';

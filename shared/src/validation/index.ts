/** Form rules of spec 1 and spec 2 section 5 and the quotation wizard (valibot schemas with translated messages) and the password helpers. */
export * from './messages';
export * from './rules';
export * from './freight';
export * from './password';

import { createHash, randomBytes } from 'node:crypto';

/** Hex SHA-256 of a string: how session ids and email tokens are stored. */
export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

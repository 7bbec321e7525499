import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** argon2id of what the browser sent (itself a hash of the password). */
export const hashPassword = (pwd: string) => hash(pwd, OPTIONS);

let dummy: Promise<string> | undefined;

/** Verify; when there is no stored hash, still spend the same time so unknown emails cannot be told apart. */
export async function verifyPassword(stored: string | undefined, pwd: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('timing-equaliser');
    await verify(await dummy, pwd).catch(() => false);
    return false;
  }
  return verify(stored, pwd).catch(() => false);
}

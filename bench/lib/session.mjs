/**
 * Signed-in pages (My Booking) for the bench: a route of bench/routes.json with `signIn`
 * ({ email, password } of a seeded demo account) is measured with that account's session. The
 * cookie comes from POST /cmn/login (the browser sends the hex SHA-256 of the password); the
 * shell restores a session only when localStorage holds the `email` flag, so that is set too.
 */
import { createHash } from 'node:crypto';

/** Sign in against `origin`; resolves with the session cookie and the email flag. */
export async function signInSession(origin, { email, password }) {
  const pwd = createHash('sha256').update(password).digest('hex');
  const res = await fetch(`${origin}/cmn/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, pwd }) });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}`);
  const raw = res.headers.getSetCookie().find((c) => /sid=/.test(c.split(';')[0] ?? ''));
  if (!raw) throw new Error('sign-in set no session cookie');
  const [name, ...rest] = (raw.split(';')[0] ?? '').split('=');
  return { origin, email, cookie: { name, value: rest.join('=') } };
}

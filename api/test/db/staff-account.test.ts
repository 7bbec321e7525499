// @both-databases
/**
 * A production site's staff (issue 24): `pnpm staff` creates a staff account that signs in and
 * opens the desk's calls, or makes an existing account staff (its sessions end); a short password,
 * a bad address or no name changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserPasswordHash } from '../../src/db/demo-accounts.ts';
import { StaffAccountError, upsertStaffAccount } from '../../src/db/staff-account.ts';
import { createTestApp, signIn, type TestApp } from '../helpers.ts';

describe('staff accounts for production (pnpm staff)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) } });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) => String(res.headers['set-cookie']).split(';')[0]!;

  it('creates a staff account that signs in and reaches the desk', async () => {
    assert.equal(await upsertStaffAccount(t.app.db, { email: 'Ops.Lead@Forwarder.example', name: 'Ops Lead', password: 'long-enough-pass' }), 'created');
    const res = await login('ops.lead@forwarder.example', 'long-enough-pass');
    assert.equal(res.statusCode, 200, res.body);
    const desk = await t.app.inject({ url: '/staff/unread', headers: { cookie: cookieOf(res) } });
    assert.equal(desk.statusCode, 200);
  });

  it('makes an existing account staff, with the new password, and ends its sessions', async () => {
    const old = await signIn(t.app, 'test');
    assert.equal((await t.app.inject({ url: '/staff/unread', headers: { cookie: old } })).statusCode, 403);
    assert.equal(await upsertStaffAccount(t.app.db, { email: 'test@example.com', name: 'Test Staff', password: 'another-long-one' }), 'promoted');
    assert.equal((await t.app.inject({ url: '/staff/unread', headers: { cookie: old } })).statusCode, 401);
    const res = await login('test@example.com', 'another-long-one');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await t.app.inject({ url: '/staff/unread', headers: { cookie: cookieOf(res) } })).statusCode, 200);
  });

  it('refuses a short password, a bad address or no name, and changes nothing', async () => {
    const count = async () => (await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const n = await count();
    for (const bad of [
      { email: 'short@forwarder.example', name: 'Short', password: 'tooshort' },
      { email: 'not-an-address', name: 'Nobody', password: 'long-enough-pass' },
      { email: 'noname@forwarder.example', name: '  ', password: 'long-enough-pass' },
    ]) {
      await assert.rejects(upsertStaffAccount(t.app.db, bad), StaffAccountError, JSON.stringify(bad));
    }
    assert.equal(Number(await count()), Number(n));
  });
});

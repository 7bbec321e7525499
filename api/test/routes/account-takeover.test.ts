/**
 * Issue 22 (low): an unconfirmed account, made by a booking form with the booker's chosen details
 * or by a sign-up nobody confirmed, never blocks the mailbox's real owner: their sign-up or reset
 * goes through the mail, which proves ownership.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract } from '../../src/lib/shared.ts';
import { browserPasswordHash, createTestApp, DEMO_ACCOUNTS, errorOf, json, type TestApp } from '../helpers.ts';

describe('someone registered your email first', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const latestLink = async (email: string, page: string) => {
    const { list } = v.parse(contract.DevMailListSchema, json(await t.app.inject({ url: '/dev/mail' })));
    const link = list.find((m) => m.to.includes(email))?.links.find((l) => l.includes(`/member/${page}/`));
    assert.ok(link, `a /member/${page}/ mail to ${email}`);
    return link.split('/').pop()!;
  };
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) } });

  it('the owner signs up over a booking form\'s password-less account through the mail, with their own details', async () => {
    const email = 'owner.first@example.com';
    // A stranger books with the owner's address: a password-less account, Ghana, their phone.
    const squat = await t.app.inject({ method: 'POST', url: '/cmn/auth/user', payload: { email, name: 'Someone Else', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-000-0000', flagSubscribe: true } });
    assert.equal(squat.statusCode, 200, squat.body);

    // The owner signs up from Indonesia with a password: the answer is a sign-up's, and a mail goes out.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/cmn/auth/user',
      payload: { email, pwd: browserPasswordHash('Owner#Pass2026'), name: 'Real Owner', lang: 'es', country: 'C1000', mobileCountry: '254', mobileNumber: '700-000-001', flagSubscribe: false },
    });
    assert.equal(signUp.statusCode, 200, signUp.body);
    // Nothing changed before the link: the password does not work yet.
    assert.notEqual((await signIn(email, 'Owner#Pass2026')).statusCode, 200);
    const token = await latestLink(email, 'confirm-email-completed');
    assert.equal((await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` })).statusCode, 200);

    const res = await signIn(email, 'Owner#Pass2026');
    assert.equal(res.statusCode, 200, res.body);
    const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual([row.name, row.country, row.mobile_country, row.mobile_number, row.lang, row.flag_subscribe, row.email_confirmed], ['Real Owner', 'C1000', '254', '700-000-001', 'es', false, true]);
  });

  it('"forgot password" works for an unconfirmed account whatever country the stranger chose; a confirmed one still checks it', async () => {
    const email = 'owner.reset@example.com';
    await t.app.inject({ method: 'POST', url: '/cmn/auth/user', payload: { email, name: 'Someone Else', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-000-0000', flagSubscribe: true } });
    const forgot = await t.app.inject({ url: `/cmn/user/password?email=${encodeURIComponent(email)}&country=C1000` });
    assert.equal(forgot.statusCode, 200, forgot.body);
    const token = await latestLink(email, 'change-password');
    assert.equal((await t.app.inject({ method: 'PUT', url: '/cmn/user/password', payload: { emailHash: token, pwd: browserPasswordHash('Owner#Reset2026') } })).statusCode, 200);
    assert.equal((await signIn(email, 'Owner#Reset2026')).statusCode, 200);
    // A confirmed account: the wrong country is still refused.
    assert.deepEqual(errorOf(await t.app.inject({ url: `/cmn/user/password?email=${encodeURIComponent(DEMO_ACCOUNTS.buyer.email)}&country=C1000` })), {
      status: 400,
      errorCode: contract.memberErrorCodes.userNotMatched,
      hasMessage: true,
    });
  });

  it('a confirmed account still answers USER_EMAIL_DUPLICATE to a sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cmn/auth/user',
      payload: { email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash('Other#Pass2026'), name: 'Other', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-000-0001', flagSubscribe: false },
    });
    assert.deepEqual(errorOf(res), { status: 400, errorCode: 'USER_EMAIL_DUPLICATE', hasMessage: true });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract, data } from '../../src/lib/shared.ts';
import { createTestApp, json, type TestApp } from '../helpers.ts';

describe('connection-info stand-in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const info = async (cookie?: string) => {
    const res = await t.app.inject({ url: '/ext/connection-info', headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.statusCode === 200 ? v.parse(contract.ConnectionInfoSchema, json(res)) : null };
  };

  it('answers CONNECTION_INFO_COUNTRY by default: Ghana, neither Korea nor a notice country', async () => {
    const { status, body } = await info();
    assert.equal(status, 200);
    const code = body?.data.data.auctionwiniCountryCode;
    assert.equal(code, data.countryByIso2('GH')?.code);
    assert.notEqual(code, data.KOREA_CODE);
    assert.ok(!data.NOTICE_COUNTRY_CODES.includes(code ?? ''));
  });

  it('answers the dev-country cookie when it holds a known code', async () => {
    assert.equal((await info('dev-country=C1570')).body?.data.data.auctionwiniCountryCode, 'C1570');
    assert.equal((await info('dev-country=C1760')).body?.data.data.auctionwiniCountryCode, 'C1760');
  });

  it('ignores an invalid dev-country cookie; `none` answers null and `fail` answers 503', async () => {
    const fallback = data.countryByIso2('GH')?.code;
    assert.equal((await info('dev-country=C9999')).body?.data.data.auctionwiniCountryCode, fallback);
    assert.equal((await info('dev-country=KR')).body?.data.data.auctionwiniCountryCode, fallback);
    assert.equal((await info('dev-country=none')).body?.data.data.auctionwiniCountryCode, null);
    assert.equal((await info('dev-country=fail')).status, 503);
  });
});

describe('connection-info stand-in with CONNECTION_INFO_COUNTRY', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ CONNECTION_INFO_COUNTRY: 'C1570' });
  });
  after(() => t.close());

  it('answers the configured country', async () => {
    const conn = json<{ data: { data: { auctionwiniCountryCode: string } } }>(await t.app.inject({ url: '/ext/connection-info' }));
    assert.equal(conn.data.data.auctionwiniCountryCode, 'C1570');
  });
});

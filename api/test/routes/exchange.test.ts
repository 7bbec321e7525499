import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { compactDay } from '../../src/lib/dates.ts';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

const RATE_URL = '/ext/exchange/exchanges/current-rate';

describe('exchange-rate stand-in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ EXCHANGE_TTL: '120' });
  });
  after(() => t.close());

  it('answers the USD to EUR rate with the configured ttl and today as yyyymmdd', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${RATE_URL}?from=USD&to=EUR` });
    assert.equal(res.statusCode, 200);
    const { data: rate } = v.parse(contract.ExchangeRateSchema, json(res));
    assert.ok(rate.rate > 0.8 && rate.rate < 1, String(rate.rate));
    assert.equal(rate.ttl, 120);
    assert.equal(rate.updateDate, compactDay(new Date()));
    const back = json<{ data: { rate: number } }>(await t.app.inject({ method: 'POST', url: `${RATE_URL}?from=EUR&to=USD` }));
    assert.ok(back.data.rate > 1);
  });

  it('answers 400 for a missing or unknown currency', async () => {
    for (const qs of ['', '?from=USD', '?from=USD&to=KRW', '?from=usd&to=eur']) {
      const res = await t.app.inject({ method: 'POST', url: `${RATE_URL}${qs}` });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, qs);
    }
  });

  it('fails with 503 when the dev-exchange-fail=1 cookie is sent (outside production)', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${RATE_URL}?from=USD&to=EUR`, headers: { cookie: 'dev-exchange-fail=1' } });
    assert.deepEqual(errorOf(res), { status: 503, errorCode: 'EXCHANGE_UNAVAILABLE', hasMessage: true });
    const other = await t.app.inject({ method: 'POST', url: `${RATE_URL}?from=USD&to=EUR`, headers: { cookie: 'dev-exchange-fail=0' } });
    assert.equal(other.statusCode, 200);
  });
});

describe('exchange-rate stand-in with EXCHANGE_FAIL=1', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ EXCHANGE_FAIL: '1' });
  });
  after(() => t.close());

  it('answers 503 EXCHANGE_UNAVAILABLE', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${RATE_URL}?from=USD&to=EUR` });
    assert.deepEqual(errorOf(res), { status: 503, errorCode: 'EXCHANGE_UNAVAILABLE', hasMessage: true });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { runtimeConfig } from '../../src/lib/shared.ts';
import { createTestApp, json, type TestApp } from '../helpers.ts';

describe('GET /runtime-config.json', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers the shared defaults, no-cache, in api-only mode too', async () => {
    const res = await t.app.inject({ url: '/runtime-config.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const config = v.parse(runtimeConfig.RuntimeConfigSchema, json(res));
    assert.deepEqual(config, runtimeConfig.defaultRuntimeConfig);
    assert.deepEqual(config.remotes, {
      member: '/mf/member/mf-manifest.json',
      booking: '/mf/booking/mf-manifest.json',
      freight: '/mf/freight/mf-manifest.json',
      content: '/mf/content/mf-manifest.json',
      staff: '/mf/staff/mf-manifest.json',
    });
    assert.deepEqual(config.services, { exchange: '/ext/exchange', connectionInfo: '/ext', schedule: '/v2', equipment: '/ext/equipment' });
    assert.equal(config.maintenance, false);
  });
});

describe('runtime-config.json from the environment', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      REMOTE_BOOKING_URL: 'https://cdn.example.com/booking/v2/mf-manifest.json',
      SERVICE_EXCHANGE_URL: 'https://fx.example.com',
      BRAND_HOST: 'ExampleShipping',
      BRAND_SISTER_SITES: JSON.stringify([{ name: 'Parts', url: 'https://parts.example.com' }]),
      MAINTENANCE: '1',
    });
  });
  after(() => t.close());

  it('overrides each value, and the CSP allows the origins it names', async () => {
    const res = await t.app.inject({ url: '/runtime-config.json' });
    const config = v.parse(runtimeConfig.RuntimeConfigSchema, json(res));
    assert.equal(config.remotes.booking, 'https://cdn.example.com/booking/v2/mf-manifest.json');
    assert.equal(config.remotes.member, '/mf/member/mf-manifest.json');
    assert.equal(config.services.exchange, 'https://fx.example.com');
    assert.equal(config.brand.host, 'ExampleShipping');
    assert.deepEqual(config.brand.sisterSites, [{ name: 'Parts', url: 'https://parts.example.com' }]);
    assert.equal(config.maintenance, true);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com;/);
    assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.com https:\/\/fx\.example\.com;/);
    assert.doesNotMatch(csp, /unsafe-eval/);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers.ts';

describe('GET /healthz (the containers health check)', () => {
  const lines: string[] = [];
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  after(() => t.close());

  it('answers 200 once the database answers, uncached, and leaves nothing in the log', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ url: '/healthz' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { ok: true });
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    assert.deepEqual(lines.filter((l) => l.includes('/healthz')), []);
    // Any other request is still logged.
    await t.app.inject({ url: '/cmn/country' });
    assert.ok(lines.some((l) => l.includes('/cmn/country')));
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evaluate } from './budgets.mjs';

test("a `*` budget reads every page but those it excepts; a missing figure still breaks it", () => {
  const budget = { id: 'no-desk', label: 'no desk bytes', metric: 'routes.*.staffDeskBytes', max: 0, except: ['routes.deskInbox'] };
  const rows = evaluate([budget], { routes: { home: { staffDeskBytes: 0 }, blog: { staffDeskBytes: 512 }, deskInbox: { staffDeskBytes: 90000 }, deskInboxOld: {} } });
  assert.deepEqual(
    rows.map((r) => [r.key, r.ok]),
    [
      ['routes.home.staffDeskBytes', true],
      ['routes.blog.staffDeskBytes', false],
      ['routes.deskInboxOld.staffDeskBytes', false],
    ],
  );
});

/**
 * PostgreSQL ending a connection a request holds (a restart, a terminated backend: FATAL 57P01)
 * between two of its queries: the request fails, the process does not (issue 27, the bench's load
 * scenario restarts PostgreSQL under 200 buyers; both api replicas went down on an unhandled
 * 'error' of the held connection), and the pool answers again at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a held database connection ended by the server', { skip: !process.env.DATABASE_URL }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('fails the transaction that held it, not the process; the next query works', async () => {
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    // An 'error' nobody listens to is an uncaught exception: the process's end outside a test.
    const uncaught: Error[] = [];
    const onUncaught = (err: Error) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    let failed: unknown = null;
    try {
      await t.app.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // The FATAL arrives while no query of this connection runs: an 'error' on the client.
          await sleep(300);
          await sql`select 1`.execute(trx);
        })
        .catch((err: unknown) => {
          failed = err;
        });
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await admin.end();
    }
    assert.deepEqual(uncaught.map((e) => e.message), [], 'no uncaught error');
    assert.ok(failed, 'the transaction failed');
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.app.db);
    assert.equal(rows[0]!.one, 1);
  });
});

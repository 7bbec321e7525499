/**
 * The bad-input matrix (issue 14): every route the app registers — found by walking the app's
 * route table, so routes added later are covered without touching this file — gets a generated
 * corpus of at least 100 hostile requests (wrong types, missing and extra fields, huge strings
 * and numbers, unicode, `__proto__`, SQL and HTML fragments, bad content types, bad query
 * strings and path parameters), signed out and signed in as the demo customer (and as STAFF for
 * /staff/*). Every answer must be below 500, and every 4xx must be the catalogued
 * `{ errorCode, message }`. Bodies and queries are built from the field names of the valibot
 * contract schemas (so the corpus reaches the schemas' checks) plus fast-check's arbitrary
 * values with a fixed seed (reproducible). Runs on PGlite and PostgreSQL; prints its row count.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, signIn, type TestApp } from '../helpers.ts';

/** Payloads per route and identity, at least. */
const MIN_PER_ROUTE = 100;
const SEED = 1414;

const HUGE = 'A'.repeat(70_000);
/** Values that break naive code: types, sizes, encodings, injections, prototype keys. */
const HOSTILE: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '\t\n', HUGE, '\u0000', 'nul\u0000byte',
  '😀'.repeat(64), 'Ωmega ñandú Привет 한국어 العربية', '\u202egnp.exe', '\uFEFF\uD800', "' OR '1'='1", "1; DROP TABLE users;--",
  'x%27%20OR%201%3D1', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd',
  '${jndi:ldap://x/a}', '{{7*7}}', '%s%s%n', '9'.repeat(400), '-9'.repeat(30), '2026-13-45', '0000.00.00', '9999.99.99', '0x1F', 'NaN',
  'Infinity', '-0', '1e309', 'USD', 'KRW', 'ru', 'zz', 'a@b', 'demo.buyer@example.com', 'a'.repeat(255) + '@example.com',
  [], [1, 2, 3], ['a', { b: 1 }], {}, { $gt: '' }, { __proto__: { polluted: 1 } }, { constructor: { prototype: { polluted: 1 } } },
];

/** Every field name of every object schema of the contract (the names the routes read). */
function contractFieldSets(): string[][] {
  const sets = new Map<string, string[]>();
  const walk = (schema: unknown, depth: number) => {
    if (!schema || typeof schema !== 'object' || depth > 3) return;
    const s = schema as { type?: string; entries?: Record<string, unknown>; wrapped?: unknown; item?: unknown; pipe?: unknown[] };
    if (s.type === 'object' && s.entries) {
      const keys = Object.keys(s.entries).sort();
      if (keys.length) sets.set(keys.join(','), keys);
      for (const e of Object.values(s.entries)) walk(e, depth + 1);
    }
    if (s.wrapped) walk(s.wrapped, depth + 1);
    if (s.item) walk(s.item, depth + 1);
    if (Array.isArray(s.pipe)) for (const p of s.pipe) if (p !== schema) walk(p, depth + 1);
  };
  for (const value of Object.values(contract)) walk(value, 0);
  return [...sets.values()];
}

const PATH_VALUES = ['0', '-1', '99999999999999999999', 'abc', "1'%20OR%20'1'='1", '%3Cscript%3E', 'a'.repeat(300), '%00', '..%2F..%2Fetc%2Fpasswd', '1.5', '%F0%9F%98%80', '__proto__', 'null'];

const BAD_QUERIES = [
  '', '?', '?&&&', '?=', '?a', '?%', '?%zz=1', '?a=%', '?__proto__[polluted]=1', '?constructor[prototype][polluted]=1', '?__proto__=1',
  `?x=${'9'.repeat(5000)}`, '?page=1e308', '?page=-1', '?page=99999999999999999999', '?size=0', '?size=1e9', '?curr=USD&curr=EUR',
  '?lang[]=en', '?lang[$ne]=x', "?q=' OR 1=1--", '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '?q=%00', '?q=%F0%9F%98%80', '?q=%E2%80%AE',
  `?${'k'.repeat(2000)}=v`, '?a=1&a=2&a=3&a=4', '?emailHash=../../x', '?from=USD&to=EUR&extra=1', '?regDtmS=2026.02.30&regDtmE=2020.01.01',
];

interface Row {
  label: string;
  query: string;
  body?: string;
  contentType?: string;
}

/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser sends them). */
const uri = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\uFFFD'));

function queryOf(fields: string[], value: unknown): string {
  const enc = (x: unknown) => uri(typeof x === 'string' ? x.slice(0, 3000) : (JSON.stringify(x) ?? 'undefined'));
  return `?${fields.map((f) => `${uri(f)}=${enc(value)}`).join('&')}`;
}

/** The corpus for one route: fixed rows, contract-driven rows and fast-check rows (fixed seed). */
function corpus(fieldSets: string[][], routeIndex: number): Row[] {
  const rows: Row[] = [];
  const json = (label: string, value: unknown, query = '') => rows.push({ label, query, body: JSON.stringify(value), contentType: 'application/json' });
  // Whole-body shapes.
  HOSTILE.forEach((h, i) => json(`body hostile #${i}`, h));
  // Broken JSON and wrong content types.
  for (const [label, body, type] of [
    ['truncated JSON', '{"email": "a@b.c", ', 'application/json'],
    ['not JSON', 'hello', 'application/json'],
    ['BOM JSON', '\uFEFF{}', 'application/json'],
    ['deep JSON', '['.repeat(5000) + ']'.repeat(5000), 'application/json'],
    ['duplicate keys', '{"a":1,"a":{"__proto__":{"x":1}}}', 'application/json'],
    ['over the body limit', JSON.stringify({ a: 'x'.repeat(1_100_000) }), 'application/json'],
    ['form', 'email=a%40b.c&pwd=x', 'application/x-www-form-urlencoded'],
    ['multipart', '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XX--\r\n', 'multipart/form-data; boundary=XX'],
    ['text', '{"a":1}', 'text/plain'],
    ['xml', '<?xml version="1.0"?><a/>', 'application/xml'],
    ['no type', '{"a":1}', ''],
    ['bogus type', '{"a":1}', 'application/json; charset=klingon'],
    ['json-ish type', '{"a":1}', 'application/jsonx'],
  ] as const) {
    rows.push({ label, query: '', body, contentType: type });
  }
  // Bad query strings.
  BAD_QUERIES.forEach((q, i) => rows.push({ label: `query #${i}`, query: q }));
  // The contract's own field names with hostile values (missing fields: each set minus one).
  fieldSets.forEach((fields, i) => {
    const value = HOSTILE[(i + routeIndex) % HOSTILE.length];
    const obj = Object.fromEntries(fields.map((f) => [f, value]));
    json(`contract fields ${fields.join(',')} = hostile`, obj, queryOf(fields, value));
    json(`contract fields ${fields.join(',')} minus one, plus extra`, { ...Object.fromEntries(fields.slice(1).map((f) => [f, 'x'])), extra: HUGE.slice(0, 100), __proto__x: 1 }, queryOf(fields.slice(1), 'x'));
  });
  // fast-check: arbitrary JSON values and query dictionaries, reproducible.
  const fieldNames = [...new Set(fieldSets.flat())];
  const key = fc.oneof(fc.constantFrom(...fieldNames, '__proto__', 'constructor'), fc.string({ maxLength: 12 }));
  const bodies = fc.sample(fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })), { numRuns: 30, seed: SEED + routeIndex });
  bodies.forEach((b, i) => json(`fast-check body #${i}`, b));
  const queries = fc.sample(fc.dictionary(key, fc.oneof(fc.string({ maxLength: 40 }), fc.double().map(String), fc.integer().map(String)), { maxKeys: 5 }), { numRuns: 20, seed: SEED * 2 + routeIndex });
  queries.forEach((q, i) => rows.push({ label: `fast-check query #${i}`, query: `?${Object.entries(q).map(([k, v]) => `${uri(k)}=${uri(v)}`).join('&')}` }));
  return rows;
}

function errorBody(text: string): { errorCode?: unknown; message?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as { errorCode?: unknown; message?: unknown }) : null;
  } catch {
    return null;
  }
}

function fillPath(url: string, n: number): string {
  let i = n;
  return url.replace(/:[A-Za-z0-9_]+|\*/g, () => PATH_VALUES[i++ % PATH_VALUES.length] ?? 'x');
}

describe('bad-input matrix: every registered route, hostile input, never 5xx', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers 4xx { errorCode, message } (or a 2xx), never 5xx', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    assert.ok(routes.length >= 15, `the route table lists ${routes.length} routes`);
    const fieldSets = contractFieldSets();
    assert.ok(fieldSets.length >= 10, 'field names found in the contract');
    let rows = 0;
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (const [routeIndex, route] of routes.entries()) {
      const payloads = corpus(fieldSets, routeIndex);
      assert.ok(payloads.length >= MIN_PER_ROUTE, `${route.method} ${route.url}: ${payloads.length} payloads`);
      const identities: Array<{ who: string; cookie: (app: FastifyInstance) => Promise<string | undefined> }> = [
        { who: 'signed out', cookie: async () => undefined },
        { who: 'customer', cookie: (app) => signIn(app, 'buyer') },
      ];
      if (route.url.startsWith('/staff/')) identities.push({ who: 'staff', cookie: (app) => signIn(app, 'staff') });
      for (const id of identities) {
        // A fresh session per route: a garbage call that signs out (or changes the password)
        // must not turn the rest of the rows into signed-out ones.
        const cookie = await id.cookie(t.app);
        for (const [i, p] of payloads.entries()) {
          const opts: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: `${fillPath(route.url, i)}${p.query}`,
            headers: { ...(cookie ? { cookie } : {}), ...(p.contentType !== undefined && p.body !== undefined ? { 'content-type': p.contentType } : {}) },
            remoteAddress: `10.9.${routeIndex % 250}.${(i % 250) + 1}`,
          };
          if (p.body !== undefined) opts.payload = p.body;
          const res = await t.app.inject(opts);
          rows += 1;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const where = `${route.method} ${route.url} [${id.who}] ${p.label} -> ${res.statusCode}`;
          if (res.statusCode >= 500) {
            failures.push(`${where}: ${res.body.slice(0, 200)}`);
            continue;
          }
          if (res.statusCode >= 400) {
            const body = errorBody(res.body);
            if (!body || typeof body.errorCode !== 'string' || typeof body.message !== 'string' || !body.message) failures.push(`${where}: not the error shape: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    const statuses = [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([k, n]) => `${k}: ${n}`).join(', ');
    console.log(`# bad-input matrix: ${rows} rows over ${routes.length} routes (${MIN_PER_ROUTE}+ payloads each, signed out and signed in); statuses ${statuses}`);
    assert.deepEqual(failures.slice(0, 25), [], `${failures.length} failing rows`);
  });
});

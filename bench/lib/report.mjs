/** The bench's markdown report (printed; the figures themselves go to bench/results.json). */

const kb = (b) => (typeof b === 'number' ? (b / 1024).toFixed(1) : '-');
const ms = (v) => (typeof v === 'number' ? String(Math.round(v)) : '-');
const num = (v, d = 0) => (typeof v === 'number' ? v.toFixed(d) : '-');

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function budgetValue(row) {
  if (row.value === null) return 'not measured';
  if (row.unit === 'bytes') return `${row.value} B (${kb(row.value)} KB)`;
  if (row.unit === 'ms') return `${Math.round(row.value)} ms`;
  return String(Number.isInteger(row.value) ? row.value : row.value.toFixed(3));
}

/** One cell of the scale table: p99, or why there is none (a failing answer), with errors beside it. */
function scaleCell(e) {
  if (!e) return '-';
  if (e.probeStatus !== 200) return `status ${e.probeStatus}`;
  const errors = e.errors ? ` (${e.errors} errors)` : '';
  if (e.p99Ms === null || e.p99Ms === undefined) return `void: ${e.non2xx} non-2xx${errors}`;
  return `${e.p99Ms}${errors}`;
}

/** Data at scale: one row per call, its p99 at each N side by side, and the seed times. */
function scaleSection(results) {
  const ns = Object.keys(results.scale).sort((a, b) => Number(a) - Number(b));
  const out = ['\n## Data at scale: PostgreSQL seeded with `seed-scale-cli.ts --scale=N`, autocannon, 10 connections, 10 s per call\n'];
  const seeds = ns.map((n) => `N=${n} ${results.scaleSeed?.[n]?.seconds ?? '-'} s`).join(', ');
  out.push(`Seed (the seed process, start to end): ${seeds}`);
  for (const n of ns) if (results.scale[n].error) out.push(`N=${n}: ${results.scale[n].error}`);
  const largest = [...ns].reverse().find((n) => !results.scale[n].error);
  const calls = [...new Set(ns.flatMap((n) => (results.scale[n].error ? [] : Object.keys(results.scale[n]))))];
  const rows = calls.map((call) => {
    const at = (n) => results.scale[n][call];
    const path = largest ? at(largest)?.path : undefined;
    return [call, path ? `GET ${path}` : '-', ...ns.map((n) => (results.scale[n].error ? '-' : scaleCell(at(n)))), largest ? (at(largest)?.requestsPerSecond ?? '-') : '-'];
  });
  out.push('');
  out.push(table(['call', `request (at N=${largest ?? '-'})`, ...ns.map((n) => `p99 ms N=${n}`), `req/s N=${largest ?? '-'}`], rows));
  return out.join('\n');
}

/** Many buyers through the gateway: each call's figures in the steady phase, the failover and the PostgreSQL restart. */
export function loadSection(l) {
  const out = ['\n## Many buyers through the gateway: two api replicas, one PostgreSQL, the gateway\'s nginx\n'];
  if (l.error) {
    out.push(l.error);
    return out.join('\n');
  }
  const s = l.settings ?? {};
  out.push(
    `${s.buyers} buyers, ${Math.round(l.steady.seconds)} s steady: ${l.steady.requestsPerSecond} requests/s, ${l.steady.requests} requests, ${l.steady.errors} errors. ` +
      `Failover (replica killed at ${l.failover.killedAtS} s, answering again ${l.failover.replicaBackS} s later): ${l.failover.errors} errors of ${l.failover.requests} requests (${l.failover.errorPercent} %). ` +
      `PostgreSQL restart (${l.pgRestart.restartS} s): ${l.pgRestart.errors} errors of ${l.pgRestart.requests}, ${l.pgRestart.recovered ? `recovered (last failure ${l.pgRestart.recoveredAfterMs} ms after it was back)` : '**not recovered**'}. ` +
      `Chat posts acknowledged ${l.writes.acknowledged}, lost ${l.writes.lost}; stream messages expected ${l.streams.expected}, missed ${l.streams.missed}, twice ${l.streams.duplicates} (${l.streams.reconnects} reconnections, ${l.streams.failed} streams failed).`,
  );
  const calls = Object.keys(l.steady.calls);
  const cell = (c) => (c ? `${c.p50Ms ?? '-'} / ${c.p99Ms ?? '-'}` : '-');
  const rows = calls.map((name) => [name, l.steady.calls[name].requests, cell(l.steady.calls[name]), l.steady.calls[name].errors, cell(l.failover.calls[name]), l.failover.calls[name]?.errors ?? '-', l.pgRestart.calls[name]?.errors ?? '-']);
  out.push('');
  out.push(table(['call', 'requests (steady)', 'p50 / p99 ms', 'errors', 'failover p50 / p99 ms', 'failover errors', 'PostgreSQL restart errors'], rows));
  return out.join('\n');
}

export function markdown(results) {
  const out = [];
  const { routes } = results;
  const names = Object.keys(routes);
  out.push(`# Bench ${results.startedAt} (${results.machine.cpus} CPUs, ${results.machine.chromium}, Lighthouse ${results.lighthouseRuns} runs, median)`);

  out.push('\n## Pages: cold load, no scrolling\n');
  const lh = (r, preset) => r.lighthouse?.[preset]?.median ?? {};
  out.push(
    table(
      ['page', 'JS KB (compressed)', 'JS files', 'requests', 'mobile score', 'mobile LCP ms', 'mobile TBT ms', 'mobile CLS', 'desktop score', 'desktop LCP ms', 'desktop TBT ms', 'desktop CLS'],
      names.map((n) => {
        const r = routes[n];
        const m = lh(r, 'mobile');
        const d = lh(r, 'desktop');
        return [`${n} \`${r.path}\``, kb(r.js?.bytes), r.js?.requests ?? '-', r.requests ?? '-', num(m.score), ms(m.lcpMs), ms(m.tbtMs), num(m.cls, 3), num(d.score), ms(d.lcpMs), ms(d.tbtMs), num(d.cls, 3)];
      }),
    ),
  );
  out.push(`\nHome LCP / static reference LCP: mobile ${num(results.lcpRatio?.mobile, 2)}, desktop ${num(results.lcpRatio?.desktop, 2)}`);
  const lcpEl = routes.home?.lighthouse?.mobile?.lcpElement;
  if (lcpEl) out.push(`Home LCP element (mobile): \`${lcpEl.replace(/\s+/g, ' ').slice(0, 140)}\``);
  // The single runs behind the home page's mobile medians: the spread shows how noisy the host is.
  const homeRuns = (routes.home?.lighthouse?.mobile?.runs ?? []).filter((r) => !r.error || r.score !== null);
  if (homeRuns.length) {
    const list = (f) => homeRuns.map(f).join(', ');
    out.push(`Home mobile runs: TBT ${list((r) => ms(r.tbtMs))} ms; LCP ${list((r) => ms(r.lcpMs))} ms; host benchmarkIndex ${list((r) => ms(r.benchmarkIndex))} (Lighthouse's CPU score of this machine during the run, higher is faster)`);
  }

  out.push('\n## JavaScript by app, KB compressed\n');
  const buckets = [...new Set(names.flatMap((n) => Object.keys(routes[n].js?.byApp ?? {})))];
  const order = (b) => (b.startsWith('shared libraries') ? 1 : 0);
  buckets.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  out.push(table(['app', ...names], buckets.map((b) => [b, ...names.map((n) => kb(routes[n].js?.byApp?.[b]))])));

  if (routes.home?.copies) {
    out.push('\n## Libraries downloaded on `/` (files holding the library; budget: one copy)\n');
    out.push(
      table(
        ['library', 'files', 'which'],
        Object.entries(routes.home.copies).map(([lib, count]) => [lib, count, (routes.home.copyFiles?.[lib] ?? []).join(', ') || '-']),
      ),
    );
  }

  out.push('\n## Remote entries, bytes\n');
  out.push(
    table(
      ['remote', 'remoteEntry.js gzip', 'br', 'raw', 'mf-manifest.json gzip', 'br', 'raw'],
      Object.entries(results.remoteEntries ?? {}).map(([name, e]) => [name, e.remoteEntry.gzip ?? '-', e.remoteEntry.br ?? '-', e.remoteEntry.raw ?? '-', e.manifest.gzip ?? '-', e.manifest.br ?? '-', e.manifest.raw ?? '-']),
    ),
  );

  if (results.api) {
    out.push('\n## api: autocannon, 127.0.0.1, 10 connections, 10 s\n');
    const rows = [];
    for (const [backend, eps] of Object.entries(results.api)) {
      if (eps.error) {
        rows.push([backend, '-', '-', '-', '-', eps.error]);
        continue;
      }
      for (const [, e] of Object.entries(eps)) rows.push([backend, `GET ${e.path}`, e.requestsPerSecond ?? '-', e.p50Ms ?? '-', e.p99Ms ?? '-', `${e.errors} errors, ${e.non2xx} non-2xx${e.probeStatus !== 200 ? ` (status ${e.probeStatus})` : ''}`]);
    }
    out.push(table(['database', 'request', 'req/s', 'p50 ms', 'p99 ms', 'failures'], rows));
  }

  if (results.crowd) {
    out.push('\n## Pages under a crowd: autocannon, 200 connections, 10 s, one api process (PGlite)\n');
    const rows = Object.entries(results.crowd).map(([name, e]) => [name, `GET ${e.path}`, e.requestsPerSecond ?? '-', e.p50Ms ?? '-', e.p99Ms ?? '-', `${e.errors} errors (${e.timeouts ?? 0} time-outs), ${e.non2xx} non-2xx${e.probeStatus !== 200 ? ` (status ${e.probeStatus})` : ''}`]);
    out.push(table(['page', 'request', 'req/s', 'p50 ms', 'p99 ms', 'failures'], rows));
  }

  if (results.streams) {
    out.push('\n## Live streams: 2,000 open booking streams, a staff message to one booking after another\n');
    const ms = (v) => v ?? '-';
    const rows = Object.entries(results.streams).map(([backend, r]) =>
      r.error
        ? [backend, '-', '-', '-', '-', '-', '-', '-', r.error]
        : [backend, `${r.opened} / ${r.streams}`, `${r.deliveries} (${r.lost} lost, ${r.rounds} messages)`, ms(r.deliveryP50Ms), ms(r.deliveryP99Ms), ms(r.other?.idle?.p99Ms), ms(r.other?.loaded?.p99Ms), ms(r.otherP99Ratio), `GET ${r.otherPath} at ${r.otherRate}/s`],
    );
    out.push(table(['database', 'streams open', 'deliveries', 'delivery p50 ms', 'p99 ms', 'other p99 idle ms', 'loaded ms', 'ratio', 'other request'], rows));
  }

  if (results.scale) out.push(scaleSection(results));
  if (results.load) out.push(loadSection(results.load));

  out.push('\n## Budgets (bench/budgets.json)\n');
  out.push(table(['budget', 'figure', 'measured', 'limit', 'result'], results.budgets.map((b) => [b.label, `\`${b.key}\``, budgetValue(b), b.limit, b.ok ? 'ok' : '**BROKEN**'])));
  const broken = results.budgets.filter((b) => !b.ok).length;
  out.push(`\n${results.budgets.length - broken} within budget, ${broken} broken${results.problems.length ? `; problems: ${results.problems.join('; ')}` : ''}`);
  return out.join('\n');
}

/** Budgets (bench/budgets.json) evaluated against a results object. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';

export function loadBudgets() {
  return JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')).budgets;
}

/** Every value at `metric` (a dotted path, `*` = each key), as [keyPath, value] pairs. */
export function resolveMetric(obj, metric) {
  let found = [['', obj]];
  for (const seg of metric.split('.')) {
    const next = [];
    for (const [key, val] of found) {
      if (val === null || typeof val !== 'object') {
        next.push([key ? `${key}.${seg}` : seg, undefined]);
        continue;
      }
      if (seg === '*') for (const k of Object.keys(val)) next.push([key ? `${key}.${k}` : k, val[k]]);
      else next.push([key ? `${key}.${seg}` : seg, val[seg]]);
    }
    found = next;
  }
  return found;
}

/**
 * One line per budget and value: { id, label, key, value, limit, ok }. A figure that could not
 * be measured (null/undefined) breaks its budget. `except` (key prefixes, e.g. `routes.deskInbox`)
 * leaves values of a `*` metric out of the budget.
 */
export function evaluate(budgets, results) {
  const rows = [];
  for (const b of budgets) {
    const values = resolveMetric(results, b.metric).filter(([key]) => !(b.except ?? []).some((prefix) => key === prefix || key.startsWith(`${prefix}.`)));
    if (values.length === 0) values.push([b.metric, undefined]);
    for (const [key, value] of values) {
      const measured = typeof value === 'number' && Number.isFinite(value);
      const ok = measured && (b.max === undefined || value <= b.max) && (b.min === undefined || value >= b.min);
      rows.push({ id: b.id, label: b.label, key, value: measured ? value : null, limit: b.max !== undefined ? `<= ${b.max}` : `>= ${b.min}`, unit: b.unit ?? '', ok });
    }
  }
  return rows;
}

/**
 * The tab a key moves to in a tablist of `count` tabs from tab `i` (the WAI-ARIA tabs pattern:
 * ArrowRight and ArrowLeft wrap round, Home and End go to the ends); null for any other key.
 */
export function tabKeyTarget(key: string, i: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return i === last ? 0 : i + 1;
  if (key === 'ArrowLeft') return i === 0 ? last : i - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

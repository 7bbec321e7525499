import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `step` at first, then `step` more in each following
 * task until all are there. A long list (the offers page renders every live offer) is then built
 * in short tasks instead of one that blocks input for the whole list (Lighthouse's total blocking
 * time), and the first cards paint as soon as their own work is done. A page rendered on the
 * server (a first screen) holds the first `step`, the part of the list a screen shows.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const id = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(id);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * A number that counts from 0 to `target` over `durationMs` (ease-out) once `start` is true.
 * Under prefers-reduced-motion it shows the target at once.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(0);
  const instant = reduced || typeof requestAnimationFrame === 'undefined';
  useEffect(() => {
    if (!start || instant) return;
    let frame = 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      const p = Math.min(1, (now - t0) / durationMs);
      setValue(Math.round(target * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, instant, target, durationMs]);
  return start && instant ? target : value;
}

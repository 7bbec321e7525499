import { useEffect, useRef, useState, type ReactNode } from 'react';
import { earlyCallUrl, earlyOutcome, takeEarlyResponse, type EarlyCall, type EarlyOutcome } from '../api';

/** Props of EarlyCallStates. */
export interface EarlyCallStatesProps {
  /** The page's call on load (its first screen names it to boot.js). */
  call: EarlyCall;
  /** The state to show (useEarlyCall's). */
  state: EarlyOutcome;
  pending: ReactNode;
  ok: ReactNode;
  error: ReactNode;
}

const STATES = ['pending', 'ok', 'error'] as const;

/**
 * What a page with a call on load shows: its pending, ok or error state. Rendered on the server
 * (the page's prerendered first screen), it carries all three, the two outcomes hidden, and names
 * the call: the shell's boot.js starts it with the document and unhides the state its answer
 * calls for, so the outcome paints before the page's code has arrived (early-call.ts).
 */
export function EarlyCallStates({ call, state, pending, ok, error }: EarlyCallStatesProps) {
  const nodes = { pending, ok, error };
  if (typeof document === 'undefined') {
    return (
      <div data-early-call={call.method} data-early-route={call.route} data-early-path={call.path} data-early-query={JSON.stringify(call.query)}>
        {STATES.map((s) => (
          <div key={s} data-early-show={s} hidden={s !== 'pending'}>
            {nodes[s]}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div>
      <div key={state} data-early-show={state}>
        {nodes[state]}
      </div>
    </div>
  );
}

/**
 * The state of a page's call on load. When boot.js's call has already answered, the page starts
 * from that outcome and does not call; otherwise `run` (the page's mutation) runs once on mount,
 * taking boot.js's answer if it is still on its way (the api client's transport). Later runs
 * (Retry) are the mutation's: `status` is its status.
 */
export function useEarlyCall(call: EarlyCall, params: Record<string, string | undefined>, status: 'idle' | 'pending' | 'success' | 'error', run: () => void): EarlyOutcome {
  const url = earlyCallUrl(call, params);
  const [early] = useState(() => earlyOutcome(call.method, url));
  const ran = useRef(false);
  // Once per page view, also under StrictMode's double effects: the tokens are single use.
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    // Started from boot.js's outcome: its answer is spent, so a Retry calls the api.
    if (early) takeEarlyResponse(call.method, url);
    else run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (status === 'idle') return early ?? 'pending';
  return status === 'success' ? 'ok' : status === 'error' ? 'error' : 'pending';
}

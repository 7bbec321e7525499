/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { EarlyCall } from '../api';
import { EarlyCallStates } from './early-call-states';

const call: EarlyCall = { method: 'PUT', route: '/member/email-unsubscribed/:userEmailHash', path: '/cmn/unsubscribe', query: { emailHash: ':userEmailHash' } };

it('carries the three states and names the call in the first screen (boot.js starts it)', () => {
  const html = renderToStaticMarkup(<EarlyCallStates call={call} state="pending" pending={<p>Wait</p>} ok={<p>Done</p>} error={<p>Failed</p>} />);
  expect(html).toBe(
    '<div data-early-call="PUT" data-early-route="/member/email-unsubscribed/:userEmailHash" data-early-path="/cmn/unsubscribe" data-early-query="{&quot;emailHash&quot;:&quot;:userEmailHash&quot;}">' +
      '<div data-early-show="pending"><p>Wait</p></div><div data-early-show="ok" hidden=""><p>Done</p></div><div data-early-show="error" hidden=""><p>Failed</p></div></div>',
  );
});

/**
 * The async boundary Module Federation needs (the entry imports this file, never the shared
 * modules directly). It evaluates the big shared libraries one per task, yielding to the
 * browser in between, and then starts the app (./start): on a slow phone, evaluating React,
 * the query client, Lingui and the platform package all at once is one long task that blocks
 * input; in steps, each stays short.
 */
import { nextTask } from './next-task';

// The boot shares of tooling/federation.cjs (BOOT_SHARES, all in the page's first scripts), biggest first.
const STEPS: Array<() => Promise<unknown>> = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('@lingui/react'),
  () => import('@forwarder/shared/router'),
  () => import('@forwarder/shared/config'),
  () => import('@forwarder/shared/i18n'),
  () => import('@forwarder/shared/stores'),
  () => import('@forwarder/shared/ui'),
  () => import('@forwarder/shared/remote'),
];

async function run() {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  await import('./start');
}

void run();

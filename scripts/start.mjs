#!/usr/bin/env node
/**
 * `npm start`: install the workspace, build the front ends (when out of date), then start the
 * api in all-in-one mode: it migrates and seeds the embedded database (kept in api/.data
 * between runs) and serves the whole suite on one origin, http://localhost:${PORT:-3000}, on
 * loopback only: development mode serves captured mail (reset links) at /dev/mail. `HOST=0.0.0.0`
 * opens it to the network on purpose (see README "Configuration").
 */
import { buildApps, install, spawnPnpm } from './lib.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

const port = process.env.PORT || '3000';

try {
  await install();
  await buildApps({ force: process.argv.includes('--rebuild') });
} catch (err) {
  console.error(`\n[start] ${err.message}`);
  process.exit(1);
}

const api = spawnPnpm(['--filter', '@forwarder/api', 'start'], { env: { PORT: port, SERVE_STATIC: '1', NODE_ENV: process.env.NODE_ENV || 'development' } });
const stop = (sig) => api.kill(sig);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
api.on('exit', (code) => process.exit(code ?? 0));

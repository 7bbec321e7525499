#!/usr/bin/env node
/**
 * `pnpm dev` / `npm run dev`: the api on :4000 and the six dev servers with hot reload
 * (shell :3000 proxies /mf/<remote>/ to :3001-3005 and the api paths to :4000).
 */
import { APPS, install, spawnPnpm } from './lib.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

await install();
const children = [
  spawnPnpm(['--filter', '@forwarder/api', 'dev'], { env: { PORT: '4000', SERVE_STATIC: '0', NODE_ENV: process.env.NODE_ENV || 'development' } }),
  ...APPS.map((app) =>
    spawnPnpm(['--filter', `@forwarder/${app}`, 'dev'], { env: { API_PORT: '4000' } }),
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.all(children.map((c) => new Promise((r) => c.on('exit', r))));

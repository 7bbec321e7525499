/**
 * `npm run test:compose` (issue 27): the compose stack, for real, from a clean clone of this
 * repository's last commit. Not part of `npm test`: it needs a Docker engine (on this machine kind,
 * `sudo bash ../shared/tools/compose-standins.sh` installs one and builds the images the compose
 * file names). It
 *
 *   1. clones the repository (HEAD) into a temporary folder and brings its stack up
 *      (`docker compose up --build -d`, project `fwcompose`, gateway on GATEWAY_PORT, 18080 by
 *      default, a random database password), waiting for every container to be healthy;
 *   2. runs e2e/tests/compose.spec.ts through the gateway (e2e/compose.config.ts): home with its
 *      first screen, sign-up with the mail the stack sends, confirmation, sign-in; a release of
 *      freight and its rollback; an api replica killed and the gateway restarted while it is down;
 *   3. tears everything down (`down -v`) and removes the clone, whatever happened.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, install, run } from './lib.mjs';

if (process.argv.includes('--imports-only')) process.exit(0);

const port = process.env.GATEWAY_PORT || '18080';
const project = 'fwcompose';
const say = (msg) => console.log(`[test:compose] ${msg}`);

if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) {
  console.error('[test:compose] no Docker engine answers: start one (this machine kind: sudo bash ../shared/tools/compose-standins.sh)');
  process.exit(1);
}
await install();

const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-compose-'));
const env = {
  ...process.env,
  COMPOSE_PROJECT_NAME: project,
  GATEWAY_PORT: port,
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  DOCKER_BUILDKIT: '0',
  COMPOSE_PARALLEL_LIMIT: '1',
};
let code = 1;
try {
  say(`cloning ${ROOT} (HEAD) into ${dir}`);
  if ((await run('git', ['clone', '-q', ROOT, dir])) !== 0) throw new Error('git clone failed');
  say('docker compose up --build -d (a few minutes)');
  if ((await run('docker', ['compose', 'up', '--build', '-d', '--wait', '--wait-timeout', '300'], { cwd: dir, env })) !== 0) throw new Error('the stack did not come up healthy');
  say(`the stack is up on http://localhost:${port}; the journeys`);
  code = await run(process.execPath, [path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js'), 'test', '-c', 'compose.config.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...env, COMPOSE_BASE_URL: `http://localhost:${port}`, COMPOSE_DIR: dir, COMPOSE_MAIL_URL: 'http://127.0.0.1:8025' },
  });
} catch (err) {
  console.error(`[test:compose] ${err.message}`);
  code = 1;
} finally {
  say('docker compose down -v');
  await run('docker', ['compose', 'down', '-v', '--remove-orphans'], { cwd: dir, env });
  rmSync(dir, { recursive: true, force: true });
}
say(code === 0 ? 'passed' : 'FAILED');
process.exit(code);

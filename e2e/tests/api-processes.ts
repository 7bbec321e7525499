/**
 * Extra api processes for the e2e tests that need their own: on a throwaway PostgreSQL cluster
 * (tooling/processes.mjs), serving the production build like the e2e server does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Processes {
  freePort(): Promise<number>;
  startPostgres(opts?: { prefix?: string }): Promise<{ url: string; stop(): void }>;
}

const ROOT = path.resolve(__dirname, '../..');

export async function processes(): Promise<Processes> {
  return (await import(pathToFileURL(path.join(ROOT, 'tooling/processes.mjs')).href)) as Processes;
}

/** Starts the api on `port` against `databaseUrl` (sign-in limit raised for the tests' many sign-ins) and resolves once it answers. */
export async function startApi(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: '1', NODE_ENV: 'development', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '1000', ...env },
    stdio: 'ignore',
  });
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/runtime-config.json`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the api did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Sends `signal` and resolves when the process has exited. */
export function kill(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the e2e server on `port` keeps the remotes' releases (api/src/lib/releases.ts); releases.spec.ts uses it. */
export function releasesDir(port: number): string {
  return path.join(tmpdir(), `fw-e2e-releases-${port}`);
}

/** `pnpm reset`: delete the PGlite data directory (the next start seeds afresh). Refuses with DATABASE_URL. */
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { lockHolder } from './connect.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: reset only deletes the PGlite directory; drop the PostgreSQL database yourself.');
  process.exit(1);
}
if (config.pgliteDir.startsWith('memory://')) {
  console.log('PGLITE_DIR is in memory: nothing to delete.');
} else if (lockHolder(config.pgliteDir) !== null) {
  console.error(`${config.pgliteDir} is in use by the api running as process ${lockHolder(config.pgliteDir)}: stop it first.`);
  process.exit(1);
} else {
  rmSync(config.pgliteDir, { recursive: true, force: true });
  rmSync(`${config.pgliteDir.replace(/\/+$/, '')}.lock`, { force: true });
  console.log(`deleted ${config.pgliteDir}`);
}

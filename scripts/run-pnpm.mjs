#!/usr/bin/env node
/** Run pnpm with the given arguments (through npx when pnpm is not installed). */
import { pnpm } from './lib.mjs';

process.exit(await pnpm(process.argv.slice(2)));

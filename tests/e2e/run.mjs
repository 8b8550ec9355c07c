// The whole browser suite (`npm run test:e2e`): node's test runner over tests/e2e/ (or the files given), one file at
// a time, with a folder the files share for the demo data (SOEP_E2E_DEMO_CACHE, tests/e2e/server.mjs), removed at
// the end. A file run alone (`node --test tests/e2e/x.test.mjs`) loads its own demo data.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cache = await mkdtemp(join(tmpdir(), 'soep-e2e-demo-'));
const files = process.argv.slice(2);
const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...(files.length ? files : ['tests/e2e/'])], {
  stdio: 'inherit',
  env: { ...process.env, SOEP_E2E_DEMO_CACHE: cache },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise((resolve) => child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await rm(cache, { recursive: true, force: true });
process.exit(code);

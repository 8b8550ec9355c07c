// The whole browser suite (`npm run test:e2e`): node's test runner over tests/e2e/ (or the files given), two files at
// a time (SOEP_E2E_CONCURRENCY; a file mostly waits on its server and the browser, decision 0133), with a folder the
// files share for the demo data (SOEP_E2E_DEMO_CACHE, tests/e2e/server.mjs), removed at the end. A file run alone
// (`node --test tests/e2e/x.test.mjs`) loads its own demo data.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cache = await mkdtemp(join(tmpdir(), 'soep-e2e-demo-'));
const files = process.argv.slice(2);
const concurrency = Number(process.env.SOEP_E2E_CONCURRENCY ?? 2);
const args = ['--test', `--test-concurrency=${concurrency}`, ...(files.length ? files : ['tests/e2e/'])];
const child = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: { ...process.env, SOEP_E2E_DEMO_CACHE: cache },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise((resolve) => child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await rm(cache, { recursive: true, force: true });
process.exit(code);

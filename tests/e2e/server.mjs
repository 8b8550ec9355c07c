// Browser-test harness: a real `soep serve` on a free port with a fresh SQLite database and demo data.
// Usage: const server = await startServer(); ... server.baseUrl ...; await server.stop();
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '..', '..');
const SOEP = join(ROOT, '.venv', 'bin', 'soep');
const READY_TIMEOUT_MS = 60_000;
/** The built web app: webapp/dist, or SOEP_WEBAPP_DIST (e.g. a separate build: vite build --outDir /tmp/x). */
export const DIST = process.env.SOEP_WEBAPP_DIST ?? join(ROOT, 'webapp', 'dist');

/** Starts the server; `options.env` adds environment variables (e.g. from `startMailSink().env`);
 * `options.publicUrl` makes the server's own address its public URL (SOEP_PUBLIC_URL), for links in mails and the
 * payment provider's way back. */
export async function startServer(options = {}) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('De web-app is niet gebouwd: voer eerst `npm run build` uit (of scripts/setup).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'soep-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dataDir,
    LANG: 'C.UTF-8',
    ...(process.env.PYTHONPATH ? { PYTHONPATH: process.env.PYTHONPATH } : {}),
    SOEP_DATA_DIR: dataDir,
    SOEP_DATABASE_URL: `sqlite+aiosqlite:///${dataDir}/e2e.sqlite`,
    SOEP_SECRET_KEY: 'e2e-secret',
    SOEP_WEBAPP_DIST: DIST,
    ...(options.publicUrl ? { SOEP_PUBLIC_URL: baseUrl } : {}),
    ...(options.env ?? {}),
  };
  await demoData(dataDir, env, options.env ?? {});

  const child = spawn(SOEP, ['serve', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`${baseUrl}/web/get-settings`, exited);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- soep serve ---\n${output}`);
  }
  return { baseUrl, dataDir, stop, output: () => output };
}

// `soep demo-data` costs some 10 s of CPU (a process, 40 pictures encoded, argon2 hashes), once per test file. The
// whole suite's runner (tests/e2e/run.mjs) names a folder in SOEP_E2E_DEMO_CACHE: there the first file's demo data
// is kept (the data folder with its SQLite file) and later files start from a copy (decision 0131). Only settings
// that `soep serve` alone reads may differ between files that share it (the demo data reads the time zone and the
// data folder); any other setting, or a run without the folder, loads the demo data as before.
const CACHE = process.env.SOEP_E2E_DEMO_CACHE;
const SERVE_ONLY = /^SOEP_(SMTP_\w+|MAIL_FROM|PDOK_URL)$/;

async function demoData(dataDir, env, extra) {
  if (!CACHE || Object.keys(extra).some((name) => !SERVE_ONLY.test(name))) {
    await run(SOEP, ['demo-data'], { cwd: ROOT, env, timeout: 120_000 });
    return;
  }
  // The demo's dates are relative to today (in the business time zone): a new day, a new copy.
  const timezone = env.SOEP_TIMEZONE ?? 'Europe/Amsterdam';
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: timezone });
  const key = createHash('sha256').update(JSON.stringify([timezone, today])).digest('hex').slice(0, 16);
  const template = join(CACHE, key);
  if (!existsSync(template)) {
    await mkdir(CACHE, { recursive: true });
    const made = await mkdtemp(join(CACHE, 'making-'));
    await run(SOEP, ['demo-data'], {
      cwd: ROOT,
      env: { ...env, SOEP_DATA_DIR: made, SOEP_DATABASE_URL: `sqlite+aiosqlite:///${made}/e2e.sqlite` },
      timeout: 120_000,
    });
    try {
      await rename(made, template); // atomic: a file that made one at the same time keeps the first
    } catch {
      await rm(made, { recursive: true, force: true });
    }
  }
  await cp(template, dataDir, { recursive: true });
}

/** Spawns a helper process (`command args`) and waits until it prints "ready"; `name` is for the error message.
 * Returns the child process. */
export async function spawnUntilReady(command, args, name) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} startte niet:\n${output}`)), 20_000);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolveReady();
      }
    });
    child.once('exit', () => reject(new Error(`${name} stopte:\n${output}`)));
  });
  return child;
}

async function waitUntilReady(url, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let stopped = false;
  exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error('soep serve stopte voordat de server klaar was.');
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`De server antwoordde niet binnen ${READY_TIMEOUT_MS / 1000} s op ${url}.`);
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

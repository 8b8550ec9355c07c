// The loopback Mollie for the browser tests (tests/e2e/mollie_server.py around tests/mollie_fake.py): Mollie's API
// with the fake's state and rules, and a checkout page ("Betaald" / "Mislukt") that sends the browser back.
//
//   let mollie;
//   const stack = useStack({ server: { publicUrl: true }, env: async () => (mollie = await startMollieFake()).env });
//   after(() => mollie?.stop());
//   ... (await mollie.state()).subscriptions ...
import { join } from 'node:path';
import { freePort, ROOT, spawnUntilReady } from './server.mjs';

/** The fake's API key (tests/mollie_fake.py API_KEY). */
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

/** Starts the fake; `env` points `soep serve` at it. */
export async function startMollieFake() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await spawnUntilReady(
    join(ROOT, '.venv', 'bin', 'python'),
    [join(ROOT, 'tests', 'e2e', 'mollie_server.py'), String(port)],
    'De Mollie-testserver',
  );
  return {
    env: { SOEP_MOLLIE_API_KEY: API_KEY, SOEP_MOLLIE_API_URL: `${baseUrl}/v2` },
    /** Mollie's state: {customers, payments, mandates, subscriptions}, each an object by id in Mollie's format. */
    async state() {
      const response = await fetch(`${baseUrl}/_state`);
      return response.json();
    },
    async stop() {
      child.kill('SIGTERM');
    },
  };
}

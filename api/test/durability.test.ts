import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/shared/data/database';
import { createLeadRepository } from '../src/features/leads/data/leadRepository';
import { tempDir } from './helpers';
import { spawnServer as spawnProcess } from './processes';

/** The server on its own SQLite database, without a lead limit. */
const spawnServer = (dataDir: string) => spawnProcess({ DATA_DIR: dataDir, RATE_LIMIT_LEADS: '0', SITE_DIR: dataDir });

describe('durability of acknowledged leads', () => {
  it(
    'when the process is killed with SIGKILL right after answering 201, then every acknowledged lead is still there after a restart',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir();
      const { child, url } = await spawnServer(dataDir);
      const acknowledged: string[] = [];
      let killed = false;

      const submitLoop = async (worker: number) => {
        for (let i = 0; !killed; i += 1) {
          try {
            const response = await fetch(`${url}/api/request-callback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ phone_number: '0612345678', name: `Lead ${worker}-${i}` }),
            });
            if (response.status !== 201) continue;
            const { id } = (await response.json()) as { id: string };
            acknowledged.push(id);
            if (acknowledged.length >= 150 && !killed) {
              killed = true;
              child.kill('SIGKILL'); // right after a 2xx, while other requests are in flight
            }
          } catch {
            return; // connection refused or reset: the process is gone
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, worker) => submitLoop(worker)));
      await new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
      expect(child.signalCode).toBe('SIGKILL');

      // A restart runs recovery and migrations on the same files.
      const restarted = await spawnServer(dataDir);
      const health = await fetch(`${restarted.url}/api/health`);
      expect(health.status).toBe(200);
      restarted.child.kill('SIGTERM');
      await new Promise<void>((resolve) => restarted.child.once('exit', () => resolve()));

      const database = await openDatabase({ dataDir });
      try {
        const leads = createLeadRepository(database.db);
        const missing: string[] = [];
        for (const id of acknowledged) if (!(await leads.findById(id))) missing.push(id);
        expect(missing).toEqual([]);
        expect(await leads.count()).toBeGreaterThanOrEqual(acknowledged.length);
      } finally {
        await database.close();
      }
    },
  );
});

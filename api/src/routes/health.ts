import { Router } from 'express';
import type { Database } from '../data/database';
import type { ChatProvider } from '../domain/chat/types';

export function healthRoutes(database: Database, provider: ChatProvider): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    let db: 'ok' | 'error' = 'ok';
    try {
      await database.ping();
    } catch {
      db = 'error';
    }
    res
      .status(db === 'ok' ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: db === 'ok' ? 'ok' : 'degraded', db, engine: database.engine, assistant: provider.name });
  });
  return router;
}

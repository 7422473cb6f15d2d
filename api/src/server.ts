import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { buildServices, type BuildOptions, type Services } from './compose';
import { ConfigError, loadConfig, type Config } from './shared/config';
import { createLogger, flushLogs } from './shared/logger';

export interface RunningServer {
  server: Server;
  services: Services;
  url: string;
  /** Graceful stop: no new connections, streams ended, requests finished, database closed. */
  stop(): Promise<void>;
}

/** Builds everything and listens. Tests call it with port 0 and host 127.0.0.1. */
export async function startServer(
  config: Config,
  options: BuildOptions & { logDestination?: NodeJS.WritableStream } = {},
): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const services = await buildServices(config, logger, options);
  const app = createApp(services);
  // Loopback unless HOST says otherwise (e.g. HOST=0.0.0.0 behind a proxy or in a container).
  const server = app.listen(config.port, config.host ?? '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    // e.g. EADDRINUSE: release the database and workers before giving up.
    await services.close();
    throw error;
  }
  server.keepAliveTimeout = 5_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === undefined || config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  logger.info(
    { event: 'server.listening', port, engine: services.database.engine, assistant: services.chat.name },
    `listening on ${url}`,
  );
  logger.flush();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const deadline = Date.now() + config.shutdownTimeoutMs;
      const left = (share: number) => Math.max(0, (deadline - Date.now()) * share);
      logger.info({ event: 'server.stopping', streams: services.streams.size }, 'shutting down');
      // Not ready from now on; running chat streams end with the error event `shutting_down`.
      services.streams.abortAll();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // The outbox claims nothing more; what it still holds halfway through is handed back.
      const outboxStopped = services.outboxWorker.stop({ waitMs: left(0.5) });
      // Requests in flight (lead writes among them) finish, within most of the time there is.
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, left(0.8)).unref());
      await Promise.race([closed, timeout]);
      server.closeAllConnections();
      await outboxStopped;
      await services.close();
      logger.info({ event: 'server.stopped' }, 'stopped');
      await flushLogs(logger);
    })();
    return stopping;
  };
  return { server, services, url, stop };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const running = await startServer(config);
  const onSignal = (signal: NodeJS.Signals) => {
    running.services.logger.info({ event: 'server.signal', signal }, 'signal received');
    // Whatever happens, the process is gone within SHUTDOWN_TIMEOUT_MS.
    setTimeout(() => {
      running.services.logger.error({ event: 'server.stop_timeout' }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

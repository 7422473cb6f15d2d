// `npm start`: builds what is missing or stale, then serves the prerendered site and the
// api together on PORT (default 3000), with no configuration at all.
import { spawn } from 'node:child_process';
import { buildIfStale } from './freshness.mjs';

buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], { stdio: 'inherit' });
// The server shuts down gracefully on these signals; pass them on and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

// Registered while the importing test file is collected: no server outlives its test.
afterEach(() => {
  for (const child of children.splice(0)) if (!hasExited(child)) child.kill('SIGKILL');
});

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The JSON log lines the process wrote so far. */
  logs: Record<string, unknown>[];
  /** Resolves when the process has exited (at once when it already has). */
  exited(): Promise<void>;
}

/**
 * Starts the real server (`api/src/server.ts`) as a child process on 127.0.0.1 and a free
 * port, with `env` on top of this process's environment and logs at info level; resolves once
 * it listens.
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const log = JSON.parse(line) as Record<string, unknown>;
        logs.push(log);
        if (log.event === 'server.listening') {
          resolve({ child, url: `http://127.0.0.1:${log.port as number}`, logs, exited: () => exited });
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

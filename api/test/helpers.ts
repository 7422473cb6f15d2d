import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createParser } from 'eventsource-parser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chatProtocol } from '@agency/contract/chat';
import type { BuildOptions } from '../src/compose';
import { loadConfig } from '../src/shared/config';
import type { Lead } from '../src/features/leads/data/leadRepository';
import { runLeadsCli } from '../src/cli/leads';
import { startServer, type RunningServer } from '../src/server';

const created: string[] = [];
// Registered while the importing test file is collected: runs after that file's tests.
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the test file that made it. */
export const tempDir = (prefix = 'agency-api-') => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
};

/** Environment of a test server: quiet, fast chat, no rate limits unless a test sets them. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tempDir(),
    SITE_DIR: path.join(tempDir('agency-site-'), 'missing'),
    LOG_LEVEL: 'silent',
    CHAT_CHUNK_DELAY_MS: '0',
    RATE_LIMIT_LEADS: '0',
    RATE_LIMIT_CHAT: '0',
    RATE_LIMIT_FEEDBACK: '0',
    RATE_LIMIT_STAFF: '0',
    RATE_LIMIT_VISITS: '0',
    OUTBOX_POLL_MS: '50',
    OUTBOX_BACKOFF_BASE_MS: '50',
    OUTBOX_BACKOFF_MAX_MS: '200',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...overrides,
  };
}

export interface TestServer extends RunningServer {
  logs: string[];
}

/** Starts the real HTTP server on 127.0.0.1, port 0. */
export async function startTestServer(
  overrides: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const running = await startServer(loadConfig(testEnv(overrides)), { ...options, logDestination: sink });
  return Object.assign(running, { logs });
}

/** A list for the servers each test starts: after the test, every one in it is stopped (and the list emptied). */
export function stoppedAfterEachTest(): TestServer[] {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });
  return servers;
}

/**
 * The test server of the enclosing describe: started before its tests (with `overrides` of its
 * environment, or a function that gives them then), stopped after them. Its fields may be read
 * once it has started, in a test or a later hook.
 */
export function suiteServer(
  overrides: Record<string, string | undefined> | (() => Record<string, string | undefined>) = {},
  options: BuildOptions = {},
): TestServer {
  let running: TestServer | undefined;
  const started = () => {
    if (!running) throw new Error('the test server of this describe has not started (yet)');
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer(typeof overrides === 'function' ? overrides() : overrides, options);
  });
  afterAll(() => running?.stop());
  return {
    get server() {
      return started().server;
    },
    get services() {
      return started().services;
    },
    get url() {
      return started().url;
    },
    get logs() {
      return started().logs;
    },
    stop: () => started().stop(),
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** One server-sent event: its name (undefined for unnamed events) and its data. */
export interface SseEvent {
  event: string | undefined;
  data: string;
}

/** The events of an event stream, read by eventsource-parser (as the site reads them). */
export function parseSse(raw: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => events.push({ event, data }) });
  parser.feed(raw);
  // A last event without its closing blank line still counts.
  parser.feed('\n\n');
  return events;
}

/**
 * Reads an SSE response body into the content pieces, whether [DONE] came, the actions of
 * the named `action` events, and every event in order.
 */
export async function readChatStream(
  response: Response,
): Promise<{ pieces: string[]; done: boolean; text: string; actions: string[]; events: SseEvent[] }> {
  const events = parseSse(await response.text());
  const pieces: string[] = [];
  const actions: string[] = [];
  let done = false;
  for (const { event, data } of events) {
    if (event === chatProtocol.events.action) {
      actions.push((JSON.parse(data) as { type: string }).type);
      continue;
    }
    // The error event ends a stream that broke off; it is among `events`.
    if (event === chatProtocol.events.error) continue;
    if (data === chatProtocol.doneMarker) {
      done = true;
      continue;
    }
    const content = (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content;
    if (content) pieces.push(content);
  }
  return { pieces, done, text: pieces.join(''), actions, events };
}

/** A lead as the repository stores it: a callback request from the dialog, without a visit, unless overridden. */
export const testLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: crypto.randomUUID(),
  kind: 'callback',
  name: null,
  email: null,
  phone: '+31612345678',
  message: null,
  created_at: new Date().toISOString(),
  idempotency_key: null,
  request_hash: null,
  source: overrides.kind === 'project' ? 'contact-form' : 'callback-dialog',
  status: 'new',
  visit_landing: null,
  visit_referrer_host: null,
  visit_source: null,
  visit_medium: null,
  visit_campaign: null,
  ...overrides,
});

/** What a `leads` command run against the server's database printed, and its exit code. */
export async function leadsCli(server: TestServer, args: string[]): Promise<{ code: number; text: string }> {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runLeadsCli(args, out, { database: server.services.database });
  return { code, text };
}

/** The header of the `leads export --format csv` file: the lead's columns, then its visit's. */
export const EXPORTED_CSV_HEADER = [
  ...['id', 'kind', 'created_at', 'name', 'phone', 'email', 'message', 'source'],
  ...['visit_landing', 'visit_source', 'visit_medium', 'visit_campaign', 'visit_referrer'],
];

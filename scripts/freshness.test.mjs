import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from './build.mjs';
import { buildIfStale, builds, envFingerprint, staleBuilds } from './freshness.mjs';

const site = {
  env: ['SITE_URL', 'PUBLIC_API_KEY', 'LEADS_RETENTION_DAYS', 'OPENAI_BASE_URL', 'CHAT_PROVIDER_NAME'],
  envPresence: ['OPENAI_API_KEY'],
};

describe('build settings fingerprint (npm start rebuilds the site when they change)', () => {
  it('when the retention period changes, then the fingerprint changes, so the privacy statement is rebuilt', () => {
    expect(envFingerprint(site, { LEADS_RETENTION_DAYS: '90' })).not.toBe(envFingerprint(site, {}));
  });

  it('when an external model is configured, then the fingerprint changes', () => {
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).not.toBe(envFingerprint(site, {}));
  });

  it('when only the value of the model key changes, then it stays the same (the key is never part of the build)', () => {
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).toBe(envFingerprint(site, { OPENAI_API_KEY: 'sk-2' }));
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).not.toContain('sk-1');
  });

  it('when a setting the build does not read changes, then it stays the same', () => {
    expect(envFingerprint(site, { SMTP_URL: 'smtp://x' })).toBe(envFingerprint(site, {}));
  });
});

describe('npm run build and npm start share one build list', () => {
  const past = new Date(Date.now() - 60_000);

  /** A repository in a temporary folder with every source of every build, older than now. */
  function fakeRepository() {
    const root = mkdtempSync(join(tmpdir(), 'freshness-'));
    // Deepest first: a source inside another (a file inside a folder that is a source too) makes it a folder.
    const sources = [...new Set(builds.flatMap((part) => part.sources))].sort(
      (a, b) => b.split('/').length - a.split('/').length,
    );
    for (const source of sources) {
      const path = join(root, source);
      mkdirSync(dirname(path), { recursive: true });
      if (!existsSync(path)) writeFileSync(path, 'source');
      utimesSync(path, past, past);
    }
    return root;
  }

  /** A spawn that records each command and writes the output of the build it runs (or fails). */
  function fakeSpawn(root, { failing } = {}) {
    const calls = [];
    const spawn = (command, args, options) => {
      calls.push({ command: [command, ...args], cwd: options.cwd });
      const part = builds.find((candidate) => candidate.command.join(' ') === [command, ...args].join(' '));
      if (!part || part.name === failing) return { status: 2 };
      mkdirSync(dirname(join(root, part.output)), { recursive: true });
      writeFileSync(join(root, part.output), 'built');
      return { status: 0 };
    };
    return { spawn, calls };
  }

  const environment = { SITE_URL: 'https://www.example.nl' };
  let root;
  beforeEach(() => {
    root = fakeRepository();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('when npm run build runs, then it runs the command of every part in the list, in order, in the repository', () => {
    const { spawn, calls } = fakeSpawn(root);
    build({ root, environment, spawn });
    expect(calls).toEqual(builds.map((part) => ({ command: part.command, cwd: root })));
  });

  it('when everything is already fresh, then npm run build still builds every part', () => {
    const { spawn, calls } = fakeSpawn(root);
    build({ root, environment, spawn });
    build({ root, environment, spawn });
    expect(calls.map((call) => call.command)).toEqual([...builds, ...builds].map((part) => part.command));
  });

  it('when npm run build is done, then nothing is stale and npm start builds nothing', () => {
    const { spawn, calls } = fakeSpawn(root);
    build({ root, environment, spawn });
    expect(staleBuilds({ root, environment })).toEqual([]);
    calls.length = 0;
    buildIfStale({ root, environment, spawn });
    expect(calls).toEqual([]);
  });

  it('when npm start runs with other settings than the build, then it rebuilds the site only', () => {
    const { spawn, calls } = fakeSpawn(root);
    build({ root, environment, spawn });
    expect(staleBuilds({ root, environment: { SITE_URL: 'https://www.example.com' } })).toEqual(['site']);
    calls.length = 0;
    buildIfStale({ root, environment: {}, spawn });
    expect(calls.map((call) => call.command)).toEqual([builds.find((part) => part.name === 'site')?.command]);
  });

  it('when a source changes after the build, then npm start rebuilds what is made from it, and only that', () => {
    const { spawn, calls } = fakeSpawn(root);
    build({ root, environment, spawn });
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'api/scripts'), future, future);
    expect(staleBuilds({ root, environment })).toEqual(['api']);
    calls.length = 0;
    buildIfStale({ root, environment, spawn });
    expect(calls.map((call) => call.command)).toEqual([builds.find((part) => part.name === 'api')?.command]);
  });

  it('when a build fails, then npm run build stops there and exits with its status', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const { spawn, calls } = fakeSpawn(root, { failing: 'site' });
    expect(() => build({ root, environment, spawn })).toThrow('exit 2');
    expect(exit).toHaveBeenCalledWith(2);
    expect(calls).toHaveLength(1);
    expect(staleBuilds({ root, environment })).toEqual(builds.map((part) => part.name));
  });
});

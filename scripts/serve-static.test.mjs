import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './serve-static.mjs';

describe('the static file server of the tests', () => {
  const parent = mkdtempSync(join(tmpdir(), 'serve-static-'));
  const dir = join(parent, 'storybook-static');
  let server;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.json'), '{"entries":{}}');
    writeFileSync(join(dir, 'iframe.html'), '<!doctype html><title>iframe</title>');
    writeFileSync(join(dir, 'assets', 'story.js'), 'export {};');
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    writeFileSync(join(parent, 'outside.txt'), 'SECRET=2');
    server = await serveStatic(dir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('when it starts, then it listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('when a file is requested, then it comes with its content type', async () => {
    const json = await fetch(`${server.url}/index.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const page = await fetch(`${server.url}/iframe.html?id=button--primary`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const script = await fetch(`${server.url}/assets/story.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('when a path is missing, leaves the folder or names a dotfile, then 404 and nothing of it', async () => {
    for (const route of ['/missing.js', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/.env', '/%00']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('SECRET');
    }
  });

  it('when started with a maxAge, then browsers may keep what it serves that long; without, they revalidate', async () => {
    expect((await fetch(`${server.url}/assets/story.js`)).headers.get('cache-control')).toBe('public, max-age=0');
    const cached = await serveStatic(dir, { maxAge: 60 * 60 * 1000 });
    try {
      const script = await fetch(`${cached.url}/assets/story.js`);
      expect(script.headers.get('cache-control')).toBe('public, max-age=3600');
    } finally {
      await cached.close();
    }
  });
});

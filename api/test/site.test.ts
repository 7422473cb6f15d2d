import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startTestServer, tempDir, type TestServer, suiteServer } from './helpers';

const SCRIPT_HASH = `'sha256-${'A'.repeat(43)}='`;
const STYLE_HASH = `'sha256-${'B'.repeat(42)}c='`;

/** A tiny built site, shaped like the prerender output. */
function createSiteFixture(): string {
  const dir = tempDir('agency-site-');
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'index.html',
    '<!doctype html><html lang="nl"><title>Home</title><script type="module" src="/assets/app-abc123.js"></script>',
  );
  write('about/index.html', '<!doctype html><html lang="nl"><title>Over Ons</title>');
  write('faq.html', '<!doctype html><html lang="nl"><title>FAQ</title>');
  write('404.html', '<!doctype html><html lang="nl"><title>Oops! Page not found</title>');
  write('beheer.html', '<!doctype html><html lang="nl"><title>Beheer</title>');
  write('assets/app-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // A file with the copies the build writes; each copy says which it is, so a test sees which was sent.
  write('assets/chunk-def456.js', 'console.log("the file");');
  write('assets/chunk-def456.js.br', zlib.brotliCompressSync('console.log("the brotli copy");'));
  write('assets/chunk-def456.js.gz', zlib.gzipSync('console.log("the gzip copy");'));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.env', 'SECRET=1');
  write('.csp-hashes.json', JSON.stringify({ 'script-src': [SCRIPT_HASH], 'style-src': [STYLE_HASH] }));
  return dir;
}

describe('serving the built site', () => {
  const server = suiteServer(() => ({ SITE_DIR: createSiteFixture() }));

  it('when / is requested, then index.html is served with no-cache', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Home</title>');
  });

  it('when /about or /about/ is requested, then the prerendered about/index.html is served (no redirect)', async () => {
    for (const route of ['/about', '/about/']) {
      const response = await fetch(`${server.url}${route}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Over Ons');
    }
  });

  it('when /faq is requested and only faq.html exists, then faq.html is served', async () => {
    const response = await fetch(`${server.url}/faq`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('FAQ');
  });

  it('when an unknown path is requested, then the 404 page comes with status 404', async () => {
    for (const route of ['/bestaat-niet', '/about/extra', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  it('when a hashed asset is requested, then it is cached for a year as immutable and compressed', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it('when an asset has copies the build compressed, then the one the browser accepts is sent as it is, brotli first', async () => {
    const get = async (acceptEncoding: string) => {
      const response = await fetch(`${server.url}/assets/chunk-def456.js`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      return { response, text: await response.text() };
    };
    const brotli = await get('gzip, deflate, br');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(brotli.text).toBe('console.log("the brotli copy");');
    expect(brotli.response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.response.headers.get('vary')).toMatch(/accept-encoding/i);
    const gzip = await get('gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe('console.log("the gzip copy");');
  });

  it('when a browser accepts no compression, then the asset itself is sent', async () => {
    const { status, headers, body } = await new Promise<{
      status?: number;
      headers: http.IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      http
        .get(`${server.url}/assets/chunk-def456.js`, { headers: { 'accept-encoding': 'identity' } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toBe('console.log("the file");');
  });

  it('when a file outside /assets is requested, then it gets a short cache', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('when a path tries to leave the site folder or reach a dotfile, then 404', async () => {
    for (const route of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/%00', '/%E0%A4%A']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('SECRET');
    }
  });

  it('when a page is served, then the strict CSP allows no inline script and HSTS is absent over plain HTTP', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a visitor page is served, then it has no opener policy (no swap on arrival); the staff page keeps it', async () => {
    const visitor = await fetch(`${server.url}/`);
    expect(visitor.headers.get('cross-origin-opener-policy')).toBeNull();
    const staff = await fetch(`${server.url}/beheer/inloggen`);
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('<title>Beheer</title>');
    expect(staff.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('when the staff page is asked for by its file name, in any spelling, then it has the staff headers too', async () => {
    for (const address of ['/beheer/inloggen', '/beheer.html', '/%62eheer.html', '/beheer.html?x=1']) {
      const staff = await fetch(`${server.url}${address}`);
      expect(staff.status, address).toBe(200);
      expect(await staff.text()).toContain('<title>Beheer</title>');
      expect(staff.headers.get('x-robots-tag'), address).toBe('noindex, nofollow');
      expect(staff.headers.get('cross-origin-opener-policy'), address).toBe('same-origin');
      expect(staff.headers.get('cache-control'), address).toBe('no-cache');
    }
  });

  it("when the build lists its inline blocks' hashes, then the CSP allows exactly those", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${SCRIPT_HASH};`);
    expect(csp).toContain(`style-src 'self' ${STYLE_HASH};`);
  });

  it('when the hashes file is requested, then it is not served (a dotfile)', async () => {
    expect((await fetch(`${server.url}/.csp-hashes.json`)).status).toBe(404);
  });
});

describe('serving a site whose hashes file is not a list of hashes', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = createSiteFixture();
    fs.writeFileSync(
      path.join(dir, '.csp-hashes.json'),
      JSON.stringify({ 'script-src': ["'unsafe-inline'"], 'style-src': "'sha256-x='" }),
    );
    server = await startTestServer({ SITE_DIR: dir });
  });
  afterAll(() => server.stop());

  it('then no inline block is allowed, and nothing else is loosened', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('serving without a built site', () => {
  const server = suiteServer();

  it('when SITE_DIR does not exist, then pages answer a plain 404 and the api still works', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(404);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('a visitor who leaves while a file is being sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = createSiteFixture();
    // Large and not compressible, so the response is still streaming when the client goes.
    fs.writeFileSync(path.join(dir, 'assets', 'large-abc123.avif'), Buffer.alloc(32 * 1024 * 1024, 7));
    server = await startTestServer({ SITE_DIR: dir, LOG_LEVEL: 'info' });
  });
  afterAll(() => server.stop());

  it('then nothing is logged as an error, and the server goes on serving', async () => {
    // The file's read stream, as the server opens it: its end comes after anything it could fail with.
    const opening = vi.spyOn(fs, 'createReadStream');
    onTestFinished(() => opening.mockRestore());
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${server.url}/assets/large-abc123.avif`, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    await expect.poll(() => server.logs.join('')).toContain('"url":"/assets/large-abc123.avif"');
    // The server lets go of the file once the visitor left: its stream closes (after any error it had).
    const file = opening.mock.calls.findIndex(([name]) => String(name).endsWith('large-abc123.avif'));
    expect(file).toBeGreaterThanOrEqual(0);
    const stream = opening.mock.results[file]!.value as fs.ReadStream;
    if (!stream.closed) await once(stream, 'close');
    const logs = server.logs.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

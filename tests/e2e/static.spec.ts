import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoutePath } from '@agency/content';
import { expect, open, routes, test } from './fixtures';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'site', 'dist');
const fileOf = (path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** A phrase from each page's main content that must be in its HTML, JavaScript or not. */
const mainContent: Record<RoutePath, string[]> = {
  '/': ['Wat wij doen', 'Onze Portfolio', 'Bakkerij De Gouden Korst', 'Sanne de Vries', 'Gratis Design Aanvragen'],
  '/about': ['Perfectie', 'Innovatie', 'Passie', 'Samenwerking', 'Waarom ondernemers voor ons kiezen'],
  '/services': ['WordPress Development', 'Shopify E-commerce', 'Platform Development', 'Gratis ontwerp binnen 48 uur'],
  '/wordpress': ['Wat we voor je maken', 'Zo werken we, in vijf stappen'],
  '/shopify': ['Wat we voor je maken', 'Zo werken we, in vijf stappen'],
  '/platform': ['Boekingssystemen', 'Onze tech stack'],
  '/faq': ['Is het ontwerp echt gratis?', 'Hoe lang duurt het om mijn website te bouwen?'],
  '/contact': ['Vertel over je project', 'Nederland', 'Onze garantie'],
  '/privacy': ['Wie is verantwoordelijk?', 'Je rechten', 'Autoriteit Persoonsgegevens', 'geen cookies'],
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route.path} shows its main content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const phrase of mainContent[route.path]) {
        await expect(page.getByText(phrase, { exact: false }).filter({ visible: true }).first()).toBeVisible();
      }
      await expect(page.getByRole('contentinfo')).toContainText('Interested? Get in touch');
    });
  }

  test('/faq: the answers are in the page and a question opens without JavaScript', async ({ page }) => {
    await page.goto('/faq');
    const answer = page.getByText('3 tot 6 weken', { exact: false });
    await expect(answer).toBeHidden();
    await page.getByText('Hoe lang duurt het om mijn website te bouwen?').click();
    await expect(answer).toBeVisible();
    await expect(page.getByText('8 tot 12 weken', { exact: false })).toBeVisible();
  });
});

test.describe('prerendered head and files', () => {
  for (const route of routes) {
    test(`${route.path}: canonical, Open Graph, Twitter and JSON-LD`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const canonical = `https://www.studiolegende.nl${route.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
      for (const tag of ['og:title', 'og:description', 'og:image']) expect(html).toContain(`property="${tag}"`);
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
        expect(html).toContain(`name="${tag}"`);
      expect(html).toContain('<html lang="nl">');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? '{}'),
      );
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('Organization');
      const organisation = blocks.find((block) => block['@type'] === 'Organization');
      expect(organisation.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: 'hallo@studiolegende.nl' });
      if (route.path === '/faq') {
        const faq = blocks.find((block) => block['@type'] === 'FAQPage');
        expect(faq.mainEntity).toHaveLength(8);
      }
      if (['/wordpress', '/shopify', '/platform'].includes(route.path)) expect(types).toContain('Service');
    });

    test(`${route.path}: its one inline script and style sheet are allowed by hash, nothing else inline`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      const html = await response.text();
      const csp = response.headers()['content-security-policy'] ?? '';
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      const [, attributes = '', code = ''] = scripts[0] ?? [];
      expect(attributes).toMatch(/type="module" data-modules="\/assets\/[\w.-]+\.js( \/assets\/[\w.-]+\.js)*"/);
      // Listed after what they import: the start-up module evaluates them in this order, one per task.
      const modules = /data-modules="([^"]+)"/.exec(attributes)?.[1]?.split(' ') ?? [];
      expect(modules.some((module) => /^\/assets\/index-[\w-]+\.js$/.test(module))).toBe(true);
      for (const [position, module] of modules.entries()) {
        const code = readFileSync(join(dist, module), 'utf8');
        for (const [, imported] of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
          const at = modules.indexOf(`/assets/${imported}`);
          if (at >= 0) expect(at, `${module} imports ${imported}`).toBeLessThan(position);
        }
      }
      const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
      expect(directive('script-src').split(' ')).toContain(hash(code));
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      expect(directive('style-src').split(' ')).toContain(hash(styles[0]?.[1] ?? ''));
      expect(directive('style-src')).not.toContain('unsafe-inline');
      // Inlined sheets stay listed for the code loaded later, under a type the browser never fetches.
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*type="text\/x-inlined-css")/);
    });
  }

  test(
    'the start-up module links the web manifest once the page has started',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await open(page, '/');
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    },
  );

  test('a page never fetches the style sheets it inlined, not even when its code asks for them', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await open(page, '/');
    const inlined = await page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // The callback dialog's code asks for its sheet, which home has inline already.
    expect(inlined.some((href) => /\/HomeCallbackDialog-[\w-]+\.css$/.test(href))).toBe(true);
    await page.getByRole('button', { name: 'Bel me terug' }).click();
    await expect(page.getByRole('dialog', { name: 'Bel me terug' })).toBeVisible();
    expect(sheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
  });

  test(
    'every chunk a page loads (but the tiniest) is sent from its brotli copy, the same code as the file',
    {
      tag: '@desktop-only',
    },
    async ({ request }) => {
      const html = await (await request.get('/')).text();
      const modules = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
      expect(modules.length).toBeGreaterThan(1);
      for (const module of modules) {
        const plain = await request.get(module, { headers: { 'accept-encoding': 'identity' } });
        expect(plain.headers()['content-encoding'], module).toBeUndefined();
        const code = await plain.text();
        // A file of a few dozen bytes is sent as it is: no compressed copy is smaller.
        if (code.length < 1024) continue;
        const brotli = await request.get(module, { headers: { 'accept-encoding': 'br' } });
        expect(brotli.headers()['content-encoding'], module).toBe('br');
        expect(await brotli.text(), module).toBe(code);
      }
    },
  );

  test('the page requests its code only after its first contentful paint is on the screen', async ({ page }) => {
    await open(page, '/');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeLessThan(Infinity);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
  });

  test('sitemap, robots, manifest and the favicon set are served', { tag: '@desktop-only' }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routes) expect(sitemap).toContain(`<loc>https://www.studiolegende.nl${route.path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(
      'Sitemap: https://www.studiolegende.nl/sitemap.xml',
    );
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.lang).toBe('nl');
    for (const file of [
      '/favicon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/icon-192.png',
      '/icon-512.png',
      '/og-image.png',
    ]) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
  });

  test(
    'every page links the raster favicon only: an SVG one is drawn as a document on the main thread',
    {
      tag: '@desktop-only',
    },
    async ({ request }) => {
      for (const path of [...routes.map((route) => route.path), '/bestaat-niet']) {
        const html = await (await request.get(path)).text();
        const icons = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
        expect(icons, path).toEqual(['/favicon.ico']);
      }
    },
  );
});

test.describe('W3C HTML checker', () => {
  // The files are the same for every width: checked once.
  test('no prerendered page has an error', { tag: '@desktop-only' }, async () => {
    test.setTimeout(120_000);
    const files = [...routes.map((route) => fileOf(route.path)), join(dist, '404.html')];
    for (const file of files) expect(readFileSync(file, 'utf8').length).toBeGreaterThan(1000);
    // The staff area's page (its own build, not prerendered) is checked too.
    files.push(join(dist, 'beheer.html'));
    let output = '';
    try {
      output = execFileSync(
        'java',
        ['-jar', join(root, 'node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', ...files],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? error);
    }
    const errors = output.trim() ? output.trim().split('\n') : [];
    // The checker's CSS grammar predates two standard features the inline style sheet uses;
    // both are in every current browser: size containers (the nav bar's layout) and
    // `field-sizing` (the chat input). Only exactly these messages are set aside.
    const unknownToTheChecker = [
      /error: CSS: “container”: Property “container” doesn't exist\.$/,
      /error: CSS: Unrecognized at-rule “@container”$/,
      /error: CSS: “field-sizing”: Property “field-sizing” doesn't exist\.$/,
    ];
    expect(errors.filter((line) => !unknownToTheChecker.some((pattern) => pattern.test(line)))).toEqual([]);
    // Everything else the checker reads is still checked: a real error is reported.
    mkdirSync(test.info().outputPath(), { recursive: true });
    const broken = join(test.info().outputPath(), 'broken.html');
    writeFileSync(broken, readFileSync(files[0] ?? '', 'utf8').replace('<main', '<main><main'));
    let brokenOutput = '';
    try {
      execFileSync('java', ['-jar', join(root, 'node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', broken], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      brokenOutput = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(brokenOutput).toMatch(/error: /);
  });
});

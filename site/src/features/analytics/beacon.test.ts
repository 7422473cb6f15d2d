import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '@agency/contract/analytics';

type Listener = (event: unknown) => void;

/**
 * The beacon module against a stand-in for the page: its address, referrer and prerendering
 * state, `sendBeacon`, `fetch`, an idle callback the test runs, and storage and cookies that
 * record any touch. Each page is a fresh module, as a full load is.
 */
async function openPage({
  url = 'https://www.studiolegende.nl/',
  referrer = '',
  prerendering = false,
  beacon = true as boolean | 'full',
  idleCallback = true,
  navigation = 'navigate' as 'navigate' | 'reload' | 'back_forward',
} = {}) {
  const sent: { path: string; body: unknown; via: 'beacon' | 'fetch'; init?: RequestInit }[] = [];
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const windowListeners: Record<string, Listener[]> = {};
  const documentListeners: Record<string, Listener[]> = {};
  const touched: string[] = [];
  const on = (listeners: Record<string, Listener[]>) => (type: string, listener: Listener) =>
    (listeners[type] ??= []).push(listener);
  const storage = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, key) => (touched.push(`${name}.${String(key)}`), () => null),
        set: (_, key) => (touched.push(`${name}.${String(key)}`), true),
      },
    );
  const document = {
    referrer,
    prerendering,
    readyState: 'interactive',
    addEventListener: on(documentListeners),
  };
  Object.defineProperty(document, 'cookie', {
    get: () => (touched.push('cookie'), ''),
    set: () => touched.push('cookie'),
  });
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', new URL(url));
  vi.stubGlobal('performance', {
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigation }] : []),
  });
  vi.stubGlobal('localStorage', storage('localStorage'));
  vi.stubGlobal('sessionStorage', storage('sessionStorage'));
  vi.stubGlobal('addEventListener', on(windowListeners));
  vi.stubGlobal('setTimeout', (run: () => void) => timers.push(run));
  vi.stubGlobal('requestIdleCallback', idleCallback ? (run: () => void) => idle.push(run) : undefined);
  vi.stubGlobal('navigator', {
    sendBeacon: beacon
      ? (path: string, body: string) => {
          if (beacon === 'full') return false;
          sent.push({ path, body: JSON.parse(body), via: 'beacon' });
          return true;
        }
      : undefined,
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, body: JSON.parse(String(init.body)), via: 'fetch', init });
    return new Response(null, { status: 204 });
  });
  vi.resetModules();
  const module = await import('./beacon');
  const fire = (listeners: Record<string, Listener[]>, type: string, event: unknown = {}) => {
    for (const listener of listeners[type] ?? []) listener(event);
  };
  return {
    ...module,
    sent,
    touched,
    /** Bodies sent so far. */
    bodies: () => sent.map((item) => item.body),
    /** The browser is idle: every waiting idle callback (or timer) runs. */
    idle() {
      for (const run of idle.splice(0)) run();
      for (const run of timers.splice(0)) run();
    },
    /** A click on an element inside a link with this href (or on no link: null). */
    click(href: string | null) {
      const target = {
        closest: (selector: string) => {
          if (href === null) return null;
          const scheme = href.slice(0, href.indexOf(':') + 1);
          return selector.includes(`"${scheme}"`) ? { getAttribute: () => href } : null;
        },
      };
      fire(documentListeners, 'click', { target });
    },
    fireDocument: (type: string) => fire(documentListeners, type),
    fireWindow: (type: string) => fire(windowListeners, type),
    setPrerendering(value: boolean) {
      document.prerendering = value;
    },
    setLoaded() {
      document.readyState = 'complete';
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page views', () => {
  it('when a visitor arrives from a search engine with a campaign, then the landing carries the referrer’s origin and the UTM fields', async () => {
    const page = await openPage({
      url: 'https://www.studiolegende.nl/wordpress?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=najaar#top',
      referrer: 'https://www.google.com/search?q=wordpress+bureau&client=x',
    });
    page.countPageView('/wordpress');
    page.idle();
    expect(page.sent).toEqual([
      {
        path: analytics.paths.visit,
        via: 'beacon',
        body: {
          route: '/wordpress',
          landing: true,
          referrer: 'https://www.google.com',
          utm_source: 'nieuwsbrief',
          utm_medium: 'email',
          utm_campaign: 'najaar',
        },
      },
    ]);
  });

  it('when the visitor reloads a page, or opens one of the site from another of its pages, then it counts as a page view, not a landing, with no source', async () => {
    const reloaded = await openPage({ url: 'https://www.studiolegende.nl/faq?utm_source=flyer', navigation: 'reload' });
    reloaded.countPageView('/faq');
    reloaded.idle();
    expect(reloaded.bodies()).toEqual([{ route: '/faq' }]);
    expect(reloaded.visitOrigin()).toEqual({ landing: '/faq' });
    const newTab = await openPage({
      url: 'https://www.studiolegende.nl/wordpress',
      referrer: 'https://www.studiolegende.nl/diensten',
    });
    newTab.countPageView('/wordpress');
    newTab.idle();
    expect(newTab.bodies()).toEqual([{ route: '/wordpress' }]);
  });

  it('when the page is not idle yet, then nothing is sent', async () => {
    const page = await openPage();
    page.countPageView('/');
    expect(page.sent).toEqual([]);
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/', landing: true }]);
  });

  it('when there is no referrer or UTM, then those fields are left out', async () => {
    const page = await openPage({ url: 'https://www.studiolegende.nl/faq?q=1&utm_medium=' });
    page.countPageView('/faq');
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/faq', landing: true }]);
  });

  it('when the referrer is no web address, then it is left out', async () => {
    const page = await openPage({ referrer: 'android-app://com.google.android.gm/' });
    page.countPageView('/');
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/', landing: true }]);
  });

  it('when a UTM value is very long, then it is clipped to what the server keeps', async () => {
    const page = await openPage({ url: `https://www.studiolegende.nl/?utm_campaign=${'a'.repeat(500)}` });
    page.countPageView('/');
    page.idle();
    expect(page.bodies()).toEqual([
      { route: '/', landing: true, utm_campaign: 'a'.repeat(analytics.limits.utmMaxChars) },
    ]);
  });

  it('when the visitor navigates inside the site, then each page view is its route alone, and the origin stays', async () => {
    const page = await openPage({ url: 'https://www.studiolegende.nl/wordpress?utm_source=nieuwsbrief' });
    page.countPageView('/wordpress');
    page.countPageView('/contact');
    page.idle();
    page.countPageView('/');
    page.idle();
    expect(page.bodies()).toEqual([
      { route: '/wordpress', landing: true, utm_source: 'nieuwsbrief' },
      { route: '/contact' },
      { route: '/' },
    ]);
    expect(page.visitOrigin()).toEqual({ landing: '/wordpress', utm_source: 'nieuwsbrief' });
  });

  it('when the same page view is reported twice (strict mode), then it is sent once', async () => {
    const page = await openPage();
    page.countPageView('/about');
    page.countPageView('/about');
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/about', landing: true }]);
  });

  it('when the path is no route (404), then nothing is sent and there is no origin; the next route is the landing', async () => {
    const page = await openPage({ url: 'https://www.studiolegende.nl/bestaat-niet?utm_source=flyer' });
    page.countPageView(null);
    page.countGoal('chat_opened');
    page.idle();
    expect(page.sent).toEqual([]);
    expect(page.visitOrigin()).toBeUndefined();
    page.countPageView('/');
    page.countPageView(null);
    page.countPageView('/faq');
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/', landing: true, utm_source: 'flyer' }, { route: '/faq' }]);
  });

  it('when the page is prerendered, then nothing is sent until the visitor is shown it', async () => {
    const page = await openPage({ prerendering: true });
    page.countPageView('/');
    page.idle();
    page.fireWindow('pagehide');
    expect(page.sent).toEqual([]);
    page.setPrerendering(false);
    page.fireDocument('prerenderingchange');
    expect(page.sent).toEqual([]);
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/', landing: true }]);
  });

  it('when the browser has no idle callback, then it sends just after load', async () => {
    const page = await openPage({ idleCallback: false });
    page.countPageView('/');
    page.idle();
    expect(page.sent).toEqual([]);
    page.setLoaded();
    page.fireWindow('load');
    page.idle();
    expect(page.bodies()).toEqual([{ route: '/', landing: true }]);
  });

  it('when the page is left before it was idle, then what waits is sent', async () => {
    const page = await openPage();
    page.countPageView('/');
    page.fireWindow('pagehide');
    expect(page.bodies()).toEqual([{ route: '/', landing: true }]);
    page.idle();
    expect(page.sent).toHaveLength(1);
  });

  for (const [situation, beacon] of [
    ['has no sendBeacon', false],
    ['refuses the beacon (its queue is full)', 'full'],
  ] as const) {
    it(`when the browser ${situation}, then it posts with fetch, keepalive, as text/plain`, async () => {
      const page = await openPage({ beacon });
      page.countPageView('/');
      page.idle();
      expect(page.sent).toHaveLength(1);
      expect(page.sent[0]).toMatchObject({ path: analytics.paths.visit, via: 'fetch', body: { route: '/' } });
      expect(page.sent[0]?.init).toMatchObject({
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      });
    });
  }
});

describe('goals', () => {
  it('when the visitor opens the chat, then the goal carries the route and the origin, once per page view', async () => {
    const page = await openPage({
      url: 'https://www.studiolegende.nl/wordpress?utm_campaign=najaar',
      referrer: 'https://duckduckgo.com/',
    });
    page.countPageView('/wordpress');
    page.countGoal('chat_opened');
    page.countGoal('chat_opened');
    page.countPageView('/contact');
    page.countGoal('chat_opened');
    page.countGoal('form_opened');
    page.idle();
    const origin = { landing: '/wordpress', referrer: 'https://duckduckgo.com', utm_campaign: 'najaar' };
    expect(page.bodies()).toEqual([
      { route: '/wordpress', landing: true, referrer: 'https://duckduckgo.com', utm_campaign: 'najaar' },
      { route: '/wordpress', goal: 'chat_opened', origin },
      { route: '/contact' },
      { route: '/contact', goal: 'chat_opened', origin },
      { route: '/contact', goal: 'form_opened', origin },
    ]);
  });

  it('when the visitor clicks a mailto: or tel: link, then email_clicked or phone_clicked is sent; other clicks send nothing', async () => {
    const page = await openPage();
    page.countPageView('/contact');
    page.idle();
    page.click('https://www.studiolegende.nl/faq');
    page.click(null);
    page.click('mailto:hallo@studiolegende.nl');
    page.click('tel:+31851234567');
    page.click('tel:+31851234567');
    page.idle();
    expect(page.bodies().slice(1)).toEqual([
      { route: '/contact', goal: 'email_clicked', origin: { landing: '/contact' } },
      { route: '/contact', goal: 'phone_clicked', origin: { landing: '/contact' } },
    ]);
  });

  it('when a goal comes before any page view, then nothing is sent', async () => {
    const page = await openPage();
    page.countGoal('callback_dialog_opened');
    page.idle();
    expect(page.sent).toEqual([]);
  });
});

describe('what the browser keeps', () => {
  it('when page views and goals are counted, then no cookie and no storage is touched', async () => {
    const page = await openPage({ url: 'https://www.studiolegende.nl/?utm_source=x', referrer: 'https://a.nl/' });
    page.countPageView('/');
    page.countGoal('chat_opened');
    page.click('mailto:hallo@studiolegende.nl');
    page.countPageView('/contact');
    page.idle();
    page.fireWindow('pagehide');
    expect(page.sent).toHaveLength(4);
    expect(page.touched).toEqual([]);
  });
});

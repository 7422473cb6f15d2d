// Where the fixed chat launcher sits over a page, and what it would cover there: the check that a
// page keeps the launcher's room (`--chat-launcher-room`) free. Shared by a page story's play
// function and the end-to-end test of every route (tests/e2e/launcher.spec.ts), which runs
// `launcherTargets` in the browser with `page.evaluate`: it must stay self-contained.

export type Box = { x: number; y: number; width: number; height: number };

/** Something the launcher could be in the way of; `box` in page coordinates. */
export type LauncherTarget = { name: string; box: Box; interactive: boolean };

export type LauncherScene = {
  /** The launcher, in window coordinates (it is fixed). */
  launcher: Box;
  /** The bottom of the sticky header, in window coordinates: what scrolls under it is hidden. */
  header: number;
  targets: LauncherTarget[];
  /** How far the page scrolls. */
  maxScroll: number;
  viewportHeight: number;
};

/**
 * The launcher and what it could be in the way of: every visible link, button and form control,
 * grown by the room its focus ring takes (3 px of outline 3 px away), and every card title (an
 * h3). Leaves out the launcher itself, fixed or sticky parts (the header), what is hidden, off
 * the page until focused (the skip link), beside the window or clipped away (a carousel's other
 * slides). Runs in the page: no imports, no closures.
 */
export function launcherTargets(): LauncherScene {
  const launcher = document.querySelector<HTMLElement>('button[aria-label^="Chat openen"]');
  if (!launcher) throw new Error('There is no chat launcher on this page.');
  const header = document.querySelector('header');
  const headerBottom =
    header && getComputedStyle(header).position !== 'static' ? header.getBoundingClientRect().bottom : 0;
  const viewportWidth = document.documentElement.clientWidth;
  const fixedOrSticky = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  const clipped = (element: Element, rect: DOMRect) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      if (rect.right <= clip.left + 1 || rect.left >= clip.right - 1) return true;
    }
    return false;
  };
  const targets: LauncherTarget[] = [];
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, h3';
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element === launcher || launcher.contains(element) || fixedOrSticky(element)) continue;
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    if (rect.bottom + window.scrollY <= 0 || rect.right <= 0 || rect.left >= viewportWidth) continue;
    if (clipped(element, rect)) continue;
    const interactive = element.tagName !== 'H3';
    const ring = interactive ? 6 : 0;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    targets.push({
      name: `${element.tagName.toLowerCase()} "${label}"`,
      box: {
        x: rect.left - ring,
        y: rect.top + window.scrollY - ring,
        width: rect.width + 2 * ring,
        height: rect.height + 2 * ring,
      },
      interactive,
    });
  }
  const box = launcher.getBoundingClientRect();
  return {
    launcher: { x: box.left, y: box.top, width: box.width, height: box.height },
    header: headerBottom,
    targets,
    maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    viewportHeight: window.innerHeight,
  };
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the launcher covers with the page scrolled to `scroll`. */
export function coveredAt(scene: LauncherScene, scroll: number): string[] {
  return scene.targets
    .filter((target) => overlaps(scene.launcher, { ...target.box, y: target.box.y - scroll }))
    .map((target) => target.name);
}

/**
 * The links and buttons that no scroll position shows whole, below the header and clear of the
 * launcher.
 */
export function neverClear(scene: LauncherScene): string[] {
  return scene.targets
    .filter((target) => target.interactive)
    .filter((target) => {
      const { y, height } = target.box;
      const lowest = Math.max(0, y + height - scene.viewportHeight);
      const highest = Math.min(scene.maxScroll, y - scene.header);
      for (let scroll = lowest; scroll < highest + 4; scroll += 4) {
        const at = Math.min(scroll, highest);
        if (!overlaps(scene.launcher, { ...target.box, y: y - at })) return false;
      }
      return true;
    })
    .map((target) => target.name);
}

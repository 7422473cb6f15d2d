// Our stand-in for the package `react-style-singleton`, with the same three exports. Radix
// Dialog's scroll lock (react-remove-scroll and react-remove-scroll-bar) adds its rules
// (`body { overflow: hidden }`, the scroll bar's gap) through that package, which writes them
// into a new <style> element. The api's Content-Security-Policy allows inline style elements
// only by hash (api/src/shared/http/security.ts, hashes from site/scripts/prerender.mjs), so the
// browser refused that element: the console showed a violation and the page behind the open
// dialog kept its scroll bar. A constructed style sheet adopted by the document is CSSOM, which
// `style-src` does not govern, so these rules apply under the strict policy, with no
// 'unsafe-inline' and no per-response nonce. site/vite.config.ts and .storybook/main.ts resolve
// the package's name to this module (`@agency/ui/style-singleton`).
import { useEffect, type FC } from 'react';

/** One shared sheet: added with the first `add`, removed with the last `remove`. */
export type StyleSheetSingleton = {
  add(css: string): void;
  remove(): void;
};

/** Adds `css` to the document while a component using it is mounted. */
export type StyleSingletonHook = (css: string, isDynamic?: boolean) => void;

type StyleProps = {
  /** The rules to apply. */
  styles: string;
  /** Apply them again when they change (react-style-singleton's escape hatch). */
  dynamic?: boolean;
};

/** Adopts a sheet with `css` into the document; returns how to take it away again. */
function adoptSheet(css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/**
 * A sheet shared by its users: the first `add` applies its rules, later ones only count, and
 * the last `remove` takes them away. Without a document (prerendering) it does nothing.
 */
export function stylesheetSingleton(): StyleSheetSingleton {
  let users = 0;
  let detach: (() => void) | null = null;
  return {
    add(css) {
      if (users === 0 && typeof document !== 'undefined') detach = adoptSheet(css);
      users += 1;
    },
    remove() {
      users = Math.max(users - 1, 0);
      if (users === 0 && detach) {
        detach();
        detach = null;
      }
    },
  };
}

/** A hook over one `stylesheetSingleton`: the rules apply while a component calling it is mounted. */
export function styleHookSingleton(): StyleSingletonHook {
  const sheet = stylesheetSingleton();
  return function useStyleSingleton(css, isDynamic) {
    // As react-style-singleton: the first rules stay, unless the caller marks them dynamic.
    const key = isDynamic ? css : false;
    useEffect(() => {
      sheet.add(css);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules change only when `key` does
    }, [key]);
  };
}

/** A component that applies `styles` while it is mounted and renders nothing. */
export function styleSingleton(): FC<StyleProps> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<StyleProps> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}

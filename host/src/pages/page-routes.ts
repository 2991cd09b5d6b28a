import type { ReactNode } from 'react';

/**
 * A portal page: its path under `/{country}/{lang}/pages/` (segments; `:name` takes one segment
 * as a parameter) and what it renders, usually a page loaded on demand (`lazyComponent`). Each
 * feature declares its pages in its own `pages/<feature>/routes.tsx`, which the portal collects,
 * so adding a feature never edits a shared file.
 */
export interface PageRoute {
  path: string;
  render(params: Readonly<Record<string, string>>): ReactNode;
  /**
   * Starts fetching the page's code, which loads on its own route only (issue 13): the portal
   * calls it at start, beside the layout's code, so the two never wait for each other.
   */
  preload?: () => Promise<unknown>;
}

/** The parameters of `page` when it matches `pattern`, else null. */
export function matchPage(pattern: string, page: string): Readonly<Record<string, string>> | null {
  const want = pattern.split('/');
  const have = page.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) {
      if (h === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) return null;
  }
  return params;
}

/** Routes in match order: fixed segments win over parameters at the same place. */
export function orderRoutes(routes: readonly PageRoute[]): PageRoute[] {
  const rank = (path: string) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '1' : '0'))
      .join('');
  return [...routes].sort((a, b) => rank(a.path).localeCompare(rank(b.path)));
}

/** The first route that matches `page`, with its parameters. */
export function findPage(
  routes: readonly PageRoute[],
  page: string,
): { route: PageRoute; params: Readonly<Record<string, string>> } | null {
  for (const route of routes) {
    const params = matchPage(route.path, page);
    if (params) return { route, params };
  }
  return null;
}

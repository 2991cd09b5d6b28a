import { DIGITAL_PAGES } from '@anp/core';
import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const DigitalPage = lazyComponent(() => import('./digital-page'), 'DigitalPage');

/**
 * shell-and-admin.md §2: nutritioncloud and its sub-pages, research and its sub-pages, and
 * porkdocuments, each a page of the analytics list (the session gate records it by its path).
 */
export const routes: PageRoute[] = DIGITAL_PAGES.map((path) => ({
  path,
  preload: DigitalPage.preload,
  render: () => <DigitalPage page={path} />,
}));

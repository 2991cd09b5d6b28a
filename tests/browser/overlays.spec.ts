import { expect, test } from '@playwright/test';
import { OVERLAYS, checkOverlays, openHostilePage, signInForPlainPage } from './support/overlays';

/**
 * The overlays of the elements that touch no cart or order (the complaint modals create a draft
 * case while open: this spec runs in the support-case chain). The cart's and the modify page's are
 * in overlays-ordering.spec.ts; the check and the table are in support/overlays.ts.
 */
const ELEMENTS: [string, Record<string, string>][] = [
  ['anp-header', {}],
  ['anp-account-selector', { variant: 'dropdown' }],
  ['anp-notification-drawer', {}],
  ['anp-complaint-modal', {}],
  ['anp-orders', {}],
  ['anp-documents', { 'doc-type': 'brochure' }],
  ['anp-support', {}],
];

test.describe('given every overlay of every element under a transformed, clipping, stacked CMS layout', () => {
  test('each shows whole and on top; modals keep focus, make the page inert, close on Escape and return focus', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInForPlainPage(page);
    const errors = await openHostilePage(page, ELEMENTS);
    await checkOverlays(
      page,
      OVERLAYS.filter((overlay) => overlay.page === 'cases'),
    );
    expect(errors).toEqual([]);
  });
});

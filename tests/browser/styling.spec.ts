import { expect, test, type Locator } from '@playwright/test';
import {
  accessToken,
  addElementToPlainPage,
  collectPageErrors,
  signIn,
  ACCOUNT_CHOSEN,
} from './support/stack';

const PAGE = 'http://127.0.0.1:4180/embed-styling.html';
const US = 'retailer.us@demo.test';

/**
 * A computed style of the first piece of the element's shadow DOM with the `part` name (or
 * names, all of them), as the browser resolved it: the page's `::part()` rules and custom
 * properties must have reached it.
 */
function styleOfPart(element: Locator, names: string, property: string): Promise<string | null> {
  return element.evaluate(
    (host, { names, property }) => {
      const selector = names
        .split(' ')
        .map((name) => `[part~="${name}"]`)
        .join('');
      const piece = host.shadowRoot?.querySelector(selector);
      return piece ? getComputedStyle(piece).getPropertyValue(property) : null;
    },
    { names, property },
  );
}

/**
 * Styling hooks (issue 13): a plain market page restyles the CDN elements through ::part() and
 * custom properties in its own stylesheet (tests/browser/fixtures/embed-styling.html), and nothing
 * else: one page, four elements.
 */
test('a plain page restyles the elements through ::part() and custom properties only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, US, '/us/en/pages/dashboard');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  const token = await accessToken(page);
  const account = await page.evaluate(() => sessionStorage.getItem('soldToId'));
  await page.addInitScript(
    ({ t, a }) => {
      if (location.origin !== 'http://127.0.0.1:4180') return;
      sessionStorage.setItem('demo.accessToken', t);
      sessionStorage.setItem('soldToId', a);
    },
    { t: token ?? '', a: account ?? '' },
  );
  const errors = collectPageErrors(page);
  await page.goto(PAGE);
  for (const tag of ['anp-header', 'anp-documents', 'anp-orders', 'anp-footer'])
    await addElementToPlainPage(
      page,
      tag,
      tag === 'anp-documents' ? { 'doc-type': 'brochure' } : {},
    );

  const header = page.locator('anp-header');
  const footer = page.locator('anp-footer');
  const documents = page.locator('anp-documents');
  const orders = page.locator('anp-orders');
  await expect(header.getByRole('navigation').getByRole('link').first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();
  await expect(documents.getByRole('button', { name: /^Preview/ }).first()).toBeVisible();
  await expect(orders.getByRole('row').nth(1)).toBeVisible();

  // ::part() rules of the page reach the pieces in the shadow roots.
  expect(await styleOfPart(header, 'bar', 'background-color')).toBe('rgb(1, 2, 3)');
  expect(await styleOfPart(header, 'tab', 'color')).toBe('rgb(4, 5, 6)');
  expect(await styleOfPart(footer, 'bar', 'background-color')).toBe('rgb(7, 8, 9)');
  expect(await styleOfPart(footer, 'link', 'color')).toBe('rgb(10, 11, 12)');
  expect(await styleOfPart(documents, 'card', 'border-top-color')).toBe('rgb(19, 20, 21)');
  expect(await styleOfPart(documents, 'card', 'border-top-width')).toBe('5px');
  expect(await styleOfPart(documents, 'input', 'border-top-color')).toBe('rgb(22, 23, 24)');
  expect(await styleOfPart(orders, 'table-head', 'background-color')).toBe('rgb(25, 26, 27)');
  expect(await styleOfPart(orders, 'row', 'color')).toBe('rgb(28, 29, 30)');
  expect(await styleOfPart(orders, 'badge', 'border-top-left-radius')).toBe('1px');

  // Several names on one piece: `button primary` matches the primary buttons only, and wins
  // over the custom property the element's own style uses for them.
  expect(await styleOfPart(documents, 'button primary', 'background-color')).toBe(
    'rgb(16, 17, 18)',
  );
  expect(await styleOfPart(documents, 'button secondary', 'background-color')).not.toBe(
    'rgb(16, 17, 18)',
  );
  // Custom properties set on the element restyle what uses them inside: the secondary buttons'
  // text is the primary colour, the cards' corners the large radius.
  expect(await styleOfPart(documents, 'button secondary', 'color')).toBe('rgb(13, 14, 15)');
  expect(await styleOfPart(documents, 'card', 'border-bottom-left-radius')).toBe('3px');

  // The rules name their element: the same parts elsewhere keep the kit's look.
  const ordersButton = await styleOfPart(orders, 'button', 'background-color');
  expect(ordersButton).not.toBeNull();
  expect(ordersButton).not.toBe('rgb(16, 17, 18)');
  const ordersText = await styleOfPart(orders, 'button', 'color');
  expect(ordersText).not.toBe('rgb(13, 14, 15)');
  expect(errors).toEqual([]);
});

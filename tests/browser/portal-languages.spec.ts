import { expect, test, type Page } from '@playwright/test';
import { STACK, signIn, ACCOUNT_CHOSEN } from './support/stack';

// Issue 14, deliverable 6 and the QA defect of React's "called use() to suspend ... but did not
// call use() when it finished": every page of the portal, walked in each interface language but
// English by a user of a market that speaks it, fails on any console error or uncaught error and
// on English words left on the page (beyond brand names and codes, ALLOWED below).
// One browser context per walk, one sign-in, the pages one after another in that session.

interface Walk {
  lang: string;
  market: string;
  email: string;
}

/** The walks: each non-English interface language. */
export const LANGUAGE_WALKS: readonly Walk[] = [
  { lang: 'es', market: 'gt', email: 'customer.gt@demo.test' },
  { lang: 'es', market: 'mx', email: 'customer.mx@demo.test' },
  { lang: 'pt', market: 'br', email: 'customer.br@demo.test' },
  { lang: 'ko', market: 'kr', email: 'customer.kr@demo.test' },
];

/** Pages with a fixed address; order detail, modify and FAQ pages are found on the way. */
const PAGES = [
  'dashboard',
  'orderbuilder',
  'cart',
  'orders',
  'documents',
  'support',
  'profile',
  'termsconditions',
  'assets/pork',
  'assets/cns',
];

/**
 * Words that are English and not Spanish or Portuguese: one of them on a page means a string
 * was not translated. (Words the languages share, "no", "total", "menu", "status", are left out.)
 */
const ENGLISH_WORDS = new Set(
  (
    'the and your you with from this that these there here will please what when which while ' +
    'order orders loading cancel save search download downloads submit close next previous back ' +
    'show hide filter filters clear price prices quantity add remove edit view help sign settings ' +
    'language welcome error failed again new page account accounts product products items item ' +
    'select choose details date dates today week month year delivery shipping ship pickup ' +
    'invoice invoices documents document upload file files support profile dashboard place ' +
    'placed shipped scheduled cancelled invoiced open weight amount changes change modify ' +
    'nothing none found results result more less all any each per available unavailable sold'
  ).split(/\s+/),
);

/** Brand names, product and system names that are English on purpose, and codes. */
const ALLOWED = [
  'Nutrition System (CNS)',
  'Animal Nutrition',
  'AN Portal Kit',
  'Agriness',
  'BI',
  'PDF',
  'CSV',
  'XLSX',
  'SKU',
  'E-mail',
];

/**
 * The text a user meets: visible text and the names assistive technology reads, and the texts
 * marked as another language (`lang`, e.g. "English" in a list of languages), which are not
 * untranslated strings.
 */
async function pageText(page: Page): Promise<{ lines: string[]; foreign: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const foreign: string[] = [];
    const pageLang = document.documentElement.lang.slice(0, 2);
    const visit = (root: Document | ShadowRoot) => {
      const body = root instanceof Document ? root.body : root;
      if (body instanceof HTMLElement) texts.push(body.innerText);
      else
        for (const child of Array.from(root.children))
          if (child instanceof HTMLElement) texts.push(child.innerText);
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const lang = el.getAttribute('lang');
        if (lang && lang.slice(0, 2) !== pageLang && el instanceof HTMLElement && el.innerText)
          foreign.push(el.innerText.trim());
        for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
          if (el.getAttribute(name)) texts.push(el.getAttribute(name) ?? '');
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    const lines = texts.flatMap((t) => t.split('\n')).filter((line) => line.trim() !== '');
    return { lines, foreign: foreign.filter((t) => t !== '' && !t.includes('\n')) };
  });
}

/**
 * Korean has no Latin words of its own: on a Korean page any Latin word is English unless it is a
 * code (upper case: SKU, PO, KRW, ISO) or an allowed name; units and the "x" of "12 x 1kg" stay.
 */
const LATIN_ALLOWED_IN_KO = new Set(['kg', 'lb', 'qq', 't', 'x']);

/** The lines that hold an English word, once each, with the word. */
function englishLines(
  { lines, foreign }: { lines: readonly string[]; foreign: readonly string[] },
  lang: string,
): string[] {
  const found = new Set<string>();
  for (const raw of lines) {
    // Addresses are codes too: e-mail addresses and links; so are locale and time-zone ids
    // ("ko_KR", "Asia/Seoul") and file extensions.
    let line = raw
      .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
      .replace(/\b[a-z]{2}_[A-Z]{2}\b|\b[A-Z][a-z]+\/[A-Za-z_]+\b|\.[a-z0-9]{2,4}\b/g, ' ');
    for (const allowed of [...ALLOWED, ...foreign]) line = line.split(allowed).join(' ');
    const english =
      lang === 'ko'
        ? (line.match(/[A-Za-z]+/g) ?? []).find(
            (w) => !/^[A-Z0-9]+$/.test(w) && !LATIN_ALLOWED_IN_KO.has(w.toLowerCase()),
          )
        : (line.toLowerCase().match(/\p{L}+/gu) ?? []).find((w) => ENGLISH_WORDS.has(w));
    if (english) found.add(`"${english}" in "${raw.trim().slice(0, 120)}"`);
  }
  return [...found];
}

/** Opens a portal page and waits until its heading shows and its calls are done. */
async function visit(page: Page, walk: Walk, path: string): Promise<void> {
  await page.goto(`${STACK}/${walk.market}/${walk.lang}/pages/${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

for (const walk of LANGUAGE_WALKS) {
  test(`every page in ${walk.lang} (${walk.market}) logs no error and shows no English`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    let at = 'sign-in';
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${at}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${at}: ${error.message}`));

    await signIn(page, walk.email, `/${walk.market}/${walk.lang}/pages/dashboard`);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();

    const english: Record<string, string[]> = {};
    const visited: string[] = [];
    const check = async (path: string) => {
      at = path;
      visited.push(path);
      await visit(page, walk, path);
      const lines = englishLines(await pageText(page), walk.lang);
      if (lines.length > 0) english[path] = lines;
    };

    for (const path of PAGES) {
      await check(path);
      if (path === 'orders') {
        // The newest order's detail, and the modify page of one still open to changes.
        const links = page.locator('a[href*="/pages/orders/"]');
        const href = await links.first().getAttribute('href');
        if (href) await check(href.replace(/^.*\/pages\//, ''));
      }
      if (path === 'support') {
        const faq = await page
          .locator('a[href*="/pages/support/faq/"]')
          .first()
          .getAttribute('href');
        if (faq) await check(faq.replace(/^.*\/pages\//, ''));
      }
    }

    // The walk reached the pages found on the way, not only the fixed ones.
    expect(visited.filter((p) => /^orders\/.|^support\/faq\//.test(p)).length).toBeGreaterThan(1);
    expect({ english, errors }).toEqual({ english: {}, errors: [] });
  });
}

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Browser, type Locator, type Page, expect } from '@playwright/test';

/**
 * What a browser really loads for one element alone on a cold CMS page (issue 13): a fresh browser
 * context (empty cache) opens a plain page that carries only `anp-loader.js`, the test adds the
 * element, and every file the page requests from the CDN folder until the element shows its first
 * real content counts, at its gzip size (level 9, as a CDN compresses a static file). With the
 * runtime cached, the element's own increment is the same list without the runtime chunk and the
 * loader, which every element of the page shares.
 */

export { WEIGHTS_FILE, budgetProblems, kb } from '../../../scripts/element-budgets.mjs';

/**
 * pdf.js (its library chunk and its worker): the format engine the document preview loads, after
 * its first content, to draw a PDF's pages; a heavy library that loads only with a PDF, never
 * with the element (issue 13's decision in docs/decisions.md). It is measured and printed, as
 * `engine`, outside the element's budget. A chunk is pdf.js's when every source of its map is.
 */
export function isFormatEngine(cdnDir: string, file: string): boolean {
  if (/^pdf\.worker[.\w-]*\.m?js$/.test(file)) return true;
  try {
    const { sources } = JSON.parse(readFileSync(`${cdnDir}/${file}.map`, 'utf8')) as {
      sources: string[];
    };
    return sources.length > 0 && sources.every((source) => source.includes('/pdfjs-dist/'));
  } catch {
    return false;
  }
}

/** Files of the CDN folder a page loads once for all its elements. */
export const isShared = (file: string) =>
  file === 'anp-loader.js' || /^(anp-runtime|rolldown-runtime)[-.]/.test(file);

/** The ids of the demo user's data that elements showing one thing need. */
export interface DemoIds {
  orderNumber: string;
  memoNumber: string;
  documentId: string;
  faqId: string;
}

export interface ElementCase {
  tag: string;
  attributes?: (ids: DemoIds) => Record<string, string>;
  /** Resolves once the element shows its first real content (data, or its settled state). */
  ready: (element: Locator, ids: DemoIds) => Promise<void>;
}

const visible = (locator: Locator) => expect(locator.first()).toBeVisible({ timeout: 30_000 });

/** Every element of the CDN build and what its first real content is. */
export const ELEMENT_CASES: ElementCase[] = [
  {
    tag: 'anp-account-balance',
    ready: (el) => visible(el.getByRole('img', { name: /^Ageing of the balance/ })),
  },
  {
    tag: 'anp-account-selector',
    attributes: () => ({ variant: 'panel' }),
    ready: (el) => visible(el.getByText('Tri-County Farmers Cooperative')),
  },
  {
    tag: 'anp-cart',
    ready: (el) => visible(el.getByRole('heading', { level: 2 })),
  },
  {
    tag: 'anp-complaint-modal',
    ready: (el) => visible(el.getByRole('button')),
  },
  {
    tag: 'anp-document-preview',
    attributes: (ids) => ({ 'document-id': ids.documentId }),
    ready: (el) => visible(el.getByRole('button', { name: /Download/ })),
  },
  {
    // The retailer is refused the pork pages: its first content is "not available" (the trials'
    // charts load with a pork account's research pages, after their first content).
    tag: 'anp-digital-tools',
    attributes: () => ({ page: 'porkdocuments' }),
    ready: (el) => visible(el.getByRole('heading', { level: 1 })),
  },
  {
    tag: 'anp-documents',
    ready: (el) => visible(el.getByRole('list').getByRole('listitem')),
  },
  {
    tag: 'anp-faq',
    attributes: (ids) => ({ 'faq-id': ids.faqId }),
    ready: (el) => visible(el.getByRole('heading')),
  },
  {
    tag: 'anp-footer',
    // In a page's <main>, a <footer> is no contentinfo landmark.
    ready: (el) => visible(el.locator('footer')),
  },
  {
    tag: 'anp-header',
    ready: (el) => visible(el.getByRole('link', { name: /^Cart, \d+ items?$/ })),
  },
  {
    tag: 'anp-left-nav',
    ready: (el) => visible(el.getByRole('link', { name: 'Orders', exact: true })),
  },
  {
    // Its first real content is the open orders' chart: the charts' chunk counts (issue 17).
    tag: 'anp-insights',
    ready: (el) => visible(el.getByRole('group', { name: 'Open orders by status' })),
  },
  {
    tag: 'anp-memo-tile',
    attributes: (ids) => ({ 'memo-number': ids.memoNumber }),
    ready: (el, ids) => visible(el.getByText(ids.memoNumber)),
  },
  {
    tag: 'anp-modify-order',
    attributes: (ids) => ({ 'order-number': ids.orderNumber }),
    ready: (el, ids) => visible(el.getByText(ids.orderNumber)),
  },
  {
    tag: 'anp-notification-drawer',
    ready: (el) => visible(el.getByRole('button', { name: /^Notifications/ })),
  },
  {
    tag: 'anp-order-builder',
    ready: (el) => visible(el.getByRole('button', { name: /Add/ })),
  },
  {
    tag: 'anp-order-detail',
    attributes: (ids) => ({ 'order-number': ids.orderNumber }),
    ready: (el, ids) => visible(el.getByText(ids.orderNumber)),
  },
  {
    tag: 'anp-order-modification-notice',
    // The account's orders still open to change (the demo user has some).
    ready: (el) => visible(el.getByRole('region', { name: 'Orders you can still change' })),
  },
  {
    // Its first content is the paste area (after the server said the user may add to the cart);
    // the XLSX reader loads only when a file is chosen.
    tag: 'anp-quick-order',
    ready: (el) => visible(el.getByRole('textbox', { name: 'Lines to order' })),
  },
  {
    // Issue 17: the list of the US retailer's templates (none in the demo data until one is saved).
    tag: 'anp-order-templates',
    ready: (el) => visible(el.getByText(/No templates yet|Your templates|Shared with you/)),
  },
  {
    tag: 'anp-orders',
    ready: (el) => visible(el.getByRole('row').nth(1)),
  },
  {
    // Its first real content is a chart: the charts' chunk (d3 and the kit's SVG) counts.
    tag: 'anp-reports',
    ready: (el) => visible(el.getByRole('group', { name: 'Tons ordered per month' })),
  },
  {
    tag: 'anp-support',
    ready: (el) => visible(el.getByRole('heading')),
  },
  {
    // The weights sign in as the retailer, who may not manage users: each element's code loads
    // all the same and settles on "No access to user management".
    tag: 'anp-bulk-users',
    ready: (el) => visible(el.getByRole('heading', { name: 'No access to user management' })),
  },
  {
    tag: 'anp-user-list',
    ready: (el) => visible(el.getByRole('heading', { name: 'No access to user management' })),
  },
  {
    tag: 'anp-user-editor',
    ready: (el) => visible(el.getByRole('heading', { name: 'No access to user management' })),
  },
];

/** Finds the ids the one-thing elements show, through the API, with the user's token. */
export async function demoIds(page: Page, apiBase: string, token: string): Promise<DemoIds> {
  return page.evaluate(
    async ({ apiBase, token }) => {
      const get = async (path: string) => {
        const response = await fetch(`${apiBase}/${path}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (await response.json()) as Record<string, { [key: string]: string }[]>;
      };
      const orders = await get('orders');
      const memos = await get('finance/memos');
      const documents = await get('documents');
      const placed = orders.rows?.find((row) => row.status === 'Placed') ?? orders.rows?.[0];
      const pdf = documents.documents?.find((doc) => doc.fileType === 'pdf');
      return {
        orderNumber: placed?.orderNumber ?? '',
        memoNumber: memos.memos?.[0]?.memoNumber ?? '',
        documentId: pdf?.id ?? '',
        faqId: 'place-an-order',
      };
    },
    { apiBase, token },
  );
}

export interface LoadedFile {
  file: string;
  gzip: number;
  /** Requested before the first real content showed (else after it, until the network was quiet). */
  atContent: boolean;
}

export interface ElementWeight {
  tag: string;
  /** Every CDN file requested until the first real content, in request order. */
  files: LoadedFile[];
  cold: number;
  cached: number;
  /** pdf.js, which the preview loads to draw a PDF (outside the budget, see isFormatEngine). */
  engine: number;
}

const gzipOf = new Map<string, number>();
function gzipSize(path: string): number {
  let size = gzipOf.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipOf.set(path, size);
  }
  return size;
}

export interface WeightOptions {
  /** The plain CMS page: `#anp-config`, the loader, the token handed over, and a `<main>`. */
  cmsPage: string;
  /** The URL prefix the page loads the CDN version from, and the folder it serves. */
  cdnUrl: string;
  cdnDir: string;
  apiBase: string;
  token: string;
  ids: DemoIds;
}

/** Loads one element alone, cold, and lists what the browser requested until it was ready. */
export async function measureElement(
  browser: Browser,
  element: ElementCase,
  options: WeightOptions,
): Promise<ElementWeight> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    let inFlight = 0;
    page.on('request', (request) => {
      const url = request.url().split('?')[0] ?? '';
      if (url.startsWith(options.cdnUrl)) requested.push(url.slice(options.cdnUrl.length));
      inFlight += 1;
    });
    const done = () => (inFlight -= 1);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.addInitScript(
      (token) => sessionStorage.setItem('demo.accessToken', token),
      options.token,
    );
    await page.goto(options.cmsPage);
    await page.evaluate(
      ({ tag, attributes, apiBase }) => {
        const element = document.createElement(tag);
        element.setAttribute('api-base', apiBase);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        document.querySelector('main')?.append(element);
      },
      {
        tag: element.tag,
        attributes: element.attributes?.(options.ids) ?? {},
        apiBase: options.apiBase,
      },
    );
    await element.ready(page.locator(element.tag), options.ids);
    const atContent = new Set(requested);
    // What the element fetches right after its content (a prefetch, the session guard) counts
    // too: the figure is an upper bound, and it does not depend on when the check looked.
    for (let seen = -1; seen !== requested.length || inFlight > 0;) {
      seen = requested.length;
      await page.waitForTimeout(300);
    }
    const files = [...new Set(requested)].map((file) => ({
      file,
      gzip: gzipSize(`${options.cdnDir}/${file}`),
      atContent: atContent.has(file),
    }));
    const sum = (list: LoadedFile[]) => list.reduce((total, f) => total + f.gzip, 0);
    const engine = files.filter((f) => isFormatEngine(options.cdnDir, f.file));
    const own = files.filter((f) => !engine.includes(f));
    return {
      tag: element.tag,
      files,
      cold: sum(own),
      cached: sum(own.filter((f) => !isShared(f.file))),
      engine: sum(engine),
    };
  } finally {
    await context.close();
  }
}

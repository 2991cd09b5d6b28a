import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DocumentList } from '@anp/contract';
import {
  STACK,
  accessToken,
  addElementToPlainPage,
  axeViolations,
  collectPageErrors,
  signIn,
  ACCOUNT_CHOSEN,
} from './support/stack';
import { apiCall } from './support/ordering';

// The documents page and the document preview of issue 6 against the whole stack: the reference
// API's real demo files (PDF, PNG, JPEG, TIFF, MP4) through signed preview URLs, pdf.js with its
// worker and text layer, utif2 in its worker for the scans (G4 fax, LZW, Deflate, JPEG), and
// downloads.

const US = 'retailer.us@demo.test';

/** Signs in on the documents page and waits until the portal has stored the selected account. */
async function openDocuments(page: Page, query = ''): Promise<void> {
  await signIn(page, US, `/us/en/pages/documents${query}`);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
}

/** The card whose title heading matches `title`. */
function card(scope: Page | Locator, title: string | RegExp): Locator {
  // The inner locator of `has` is matched inside each item: it starts from the page.
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('li')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    .first();
}

/** Searches and opens the preview of the first card matching `title`. */
async function preview(page: Page, term: string, title: RegExp): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill(term);
  await expect(page.getByRole('status').filter({ hasText: `matching “${term}”` })).toBeVisible();
  const button = card(page, title).getByRole('button', { name: /^Preview/ });
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the preview with Escape; focus goes back to the card's Preview button. */
async function closePreview(page: Page, title: RegExp): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, title).getByRole('button', { name: /^Preview/ })).toBeFocused();
}

/** Pixels of a canvas that are not (nearly) white: proof that something was drawn. */
function inkOf(canvas: Locator): Promise<{ width: number; height: number; ink: number }> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let ink = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200)
        ink += 1;
    return { width: c.width, height: c.height, ink };
  });
}

test.describe('given the US retailer on the documents page', () => {
  test('searches, previews a file of every type, and downloads one', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openDocuments(page);
    await expect(
      page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ documents$/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // PDF (the product guide has two pages): pdf.js paints the canvas, Next shows page 2.
    const guide = /^Product guide:/;
    let dialog = await preview(page, 'product guide', guide);
    const canvas = dialog.locator('canvas[data-page="1"][data-drawn]');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    expect((await inkOf(canvas)).ink).toBeGreaterThan(1000);
    // pdf.js parsed it in its module worker, started from pdfjs-dist's own worker file.
    expect(workers.some((url) => url.includes('pdf.worker'))).toBe(true);
    await expect(dialog.getByRole('img', { name: /^Page 1 of 2 of Product guide/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await expect(dialog.locator('canvas[data-page="2"][data-drawn]')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Page' })).toHaveValue('2');
    expect((await inkOf(dialog.locator('canvas'))).ink).toBeGreaterThan(1000);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.locator('canvas[data-page="2"][data-drawn]')).toBeVisible();
    // pdf.js's text layer lies over the page: its text can be selected and copied.
    const layer = dialog.locator('[part="text-layer"][data-ready]');
    await expect(layer).toBeAttached();
    const word = layer
      .locator('span')
      .filter({ hasText: /\w{4,}/ })
      .first();
    const printed = ((await word.textContent()) ?? '').trim();
    await word.selectText();
    expect((await page.evaluate(() => getSelection()?.toString() ?? '')).trim()).toBe(printed);
    // Find goes through the document: Enter shows the first match from this page on, outlined.
    const find = dialog.getByRole('searchbox', { name: 'Find in the document' });
    await find.fill(printed);
    await find.press('Enter');
    await expect(dialog.getByRole('search').getByRole('status')).toHaveText(/^\d+ of \d+$/);
    await expect(dialog.locator('canvas[data-page="2"][data-drawn]')).toBeVisible();
    await expect(layer.locator('.highlight.selected')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Escape in the field clears it first; the next one closes the preview.
    await find.press('Escape');
    await expect(find).toHaveValue('');
    await expect(layer.locator('.highlight')).toHaveCount(0);
    await closePreview(page, guide);

    // TIFF: utif2 in its worker draws the 340 x 440 scan.
    const certificate = /^ISO 22000 food safety certificate/;
    dialog = await preview(page, 'certificate', certificate);
    const scan = dialog.getByRole('img', { name: /^Page 1 of 1 of ISO 22000/ });
    await expect(scan).toBeVisible();
    await expect(dialog.getByRole('region', { name: /^Document view/ })).not.toHaveAttribute(
      'aria-busy',
      'true',
      { timeout: 20_000 },
    );
    expect(await inkOf(scan)).toMatchObject({ width: 340, height: 440 });
    expect((await inkOf(scan)).ink).toBeGreaterThan(1000);
    expect(await axeViolations(page)).toEqual([]);
    // Download in the preview: focus stays in the dialog, so Escape still closes it (QA).
    const [fromPreview] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(fromPreview.suggestedFilename()).toMatch(/\.tif$/);
    await expect(dialog.getByText(/was downloaded\.$/)).toBeAttached();
    await closePreview(page, certificate);

    // A three-page CCITT Group 4 fax: utif2 decodes it in its worker, page by page, and PageDown
    // in the view turns the page.
    const fax = /^Proof of delivery, signed \(fax\)/;
    dialog = await preview(page, 'proof of delivery', fax);
    const faxPage = dialog.getByRole('img', { name: /^Page 1 of 3 of Proof of delivery/ });
    await expect(faxPage).toBeVisible();
    // The view is busy until the worker's page is drawn at its own pixels.
    const view = dialog.getByRole('region', { name: /^Document view/ });
    await expect(view).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    const first = await inkOf(faxPage);
    expect(first).toMatchObject({ width: 1728, height: 2200 });
    expect(first.ink).toBeGreaterThan(10_000);
    expect(first.ink).toBeLessThan(1728 * 2200 * 0.5);
    expect(workers.some((url) => url.includes('tiff.worker'))).toBe(true);
    await view.focus();
    await view.evaluate((v) => (v.scrollTop = v.scrollHeight));
    await page.keyboard.press('PageDown');
    const second = dialog.getByRole('img', { name: /^Page 2 of 3 of Proof of delivery/ });
    await expect(second).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Page' })).toHaveValue('2');
    await expect(view).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    const drawnSecond = await inkOf(second);
    expect(drawnSecond.ink).toBeGreaterThan(10_000);
    // Another page of the fax, not the first one again.
    expect(drawnSecond.ink).not.toBe(first.ink);
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await expect(dialog.getByRole('img', { name: /^Page 3 of 3/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await closePreview(page, fax);

    // LZW, Deflate and JPEG scans open too.
    for (const [term, title] of [
      ['certificate of analysis', /^Certificate of analysis \(scan\)/],
      ['weighbridge', /^Weighbridge certificate \(scan\)/],
      ['feed label photo', /^Feed label photo \(scan\)/],
    ] as const) {
      dialog = await preview(page, term, title);
      const picture = dialog.getByRole('img', { name: /^Page 1 of 1/ });
      await expect(picture).toBeVisible();
      await expect(dialog.getByRole('region', { name: /^Document view/ })).not.toHaveAttribute(
        'aria-busy',
        'true',
        { timeout: 20_000 },
      );
      const drawn = await inkOf(picture);
      expect(drawn.width).toBeGreaterThan(300);
      expect(drawn.ink).toBeGreaterThan(1000);
      await closePreview(page, title);
    }

    // PNG and JPEG: the browser's own image, loaded.
    for (const [term, title] of [
      ['product label', /^Product label/],
      ['label photo', /^Label photo/],
    ] as const) {
      dialog = await preview(page, term, title);
      const image = dialog.locator('img');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await closePreview(page, title);
    }

    // MP4: the video can play.
    const video = /^AN Portal Kit demo video/;
    dialog = await preview(page, 'demo video', video);
    const player = dialog.locator('video');
    await expect(player).toBeVisible();
    await player.evaluate((v) => {
      const element = v as HTMLVideoElement;
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    await expect
      .poll(() => player.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await expect(dialog.getByText('No captions are available for this video.')).toBeVisible();
    await closePreview(page, video);

    // Download from the list: the file arrives under its name with its size.
    const { body: listed } = await apiCall<DocumentList>(
      page,
      'GET',
      'search/documents?q=certificate',
    );
    const expected = listed.documents.find((d) => certificate.test(d.title));
    expect(expected?.fileName).toMatch(/\.tif$/);
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('certificate');
    const downloadCard = card(page, certificate);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloadCard.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(expected?.fileName);
    const saved = await download.path();
    expect(readFileSync(saved).length).toBe(expected?.sizeBytes);
    await expect(page.getByText(`${expected?.fileName} was downloaded.`)).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('a ?doc= link opens that document, and closing the preview keeps the address in step', async ({
    page,
  }) => {
    await signIn(page, US, '/us/en/pages/dashboard');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();
    const { body } = await apiCall<DocumentList>(page, 'GET', 'documents?docType=video');
    const video = body.documents[0];
    expect(video).toBeTruthy();
    await page.goto(`${STACK}/us/en/pages/documents?doc=${video?.id ?? ''}`);
    const dialog = page.getByRole('dialog', { name: video?.title ?? '' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/us\/en\/pages\/documents$/);
  });
});

test.describe('given a page where no worker can be started (a strict CMS policy)', () => {
  test('pdf.js parses on the main thread and the PDF still shows', async ({ page }) => {
    await page.addInitScript(() => {
      // What a `worker-src 'none'` policy does to `new Worker(...)`.
      window.Worker = class {
        constructor() {
          throw new DOMException('Workers are not allowed here', 'SecurityError');
        }
      } as unknown as typeof Worker;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await signIn(page, US, '/us/en/pages/dashboard');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();
    const { body } = await apiCall<DocumentList>(page, 'GET', 'search/documents?q=product%20guide');
    const guide = body.documents[0];
    expect(guide?.fileType).toBe('pdf');
    await page.goto(`${STACK}/us/en/pages/documents?doc=${guide?.id ?? ''}`);
    const dialog = page.getByRole('dialog', { name: guide?.title ?? '' });
    const canvas = dialog.locator('canvas[data-page="1"][data-drawn]');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    expect((await inkOf(canvas)).ink).toBeGreaterThan(1000);
    // The TIFF decoder runs on the main thread too: the G4 fax still shows.
    await page.keyboard.press('Escape');
    const { body: scans } = await apiCall<DocumentList>(
      page,
      'GET',
      'search/documents?q=proof%20of%20delivery',
    );
    const fax = scans.documents[0];
    expect(fax?.fileType).toBe('tiff');
    await page.goto(`${STACK}/us/en/pages/documents?doc=${fax?.id ?? ''}`);
    const faxDialog = page.getByRole('dialog', { name: fax?.title ?? '' });
    const scan = faxDialog.getByRole('img', { name: /^Page 1 of 3/ });
    await expect(scan).toBeVisible({ timeout: 20_000 });
    await expect(faxDialog.getByRole('region', { name: /^Document view/ })).not.toHaveAttribute(
      'aria-busy',
      'true',
      { timeout: 20_000 },
    );
    expect(await inkOf(scan)).toMatchObject({ width: 1728, height: 2200 });
    expect((await inkOf(scan)).ink).toBeGreaterThan(10_000);
    expect(workers).toEqual([]);
  });
});

test.describe('given <anp-documents> on a plain market page of another origin', () => {
  const EMBED = 'http://127.0.0.1:4180/embed.html';

  test('lists the documents and shows a PDF with pdf.js and a scan inside the shadow root', async ({
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
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // The plain market page of the embed tests (its own `button { background: blue }`), with
    // <anp-documents> from the CDN build added as a CMS author would, and the site's token.
    await page.goto(EMBED);
    await addElementToPlainPage(page, 'anp-documents', { 'doc-type': 'brochure' });
    const element = page.locator('anp-documents');
    const guide = card(element, /^Product guide:/);
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: /^Preview/ }).click();
    const dialog = element.getByRole('dialog');
    await expect(dialog.locator('canvas[data-page="1"][data-drawn]')).toBeVisible({
      timeout: 20_000,
    });
    expect((await inkOf(dialog.locator('canvas'))).ink).toBeGreaterThan(1000);
    // The worker file travels with the CDN build, next to the chunks that start it.
    expect(workers).toContainEqual(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4180\/cdn\/current\/pdf\.worker/),
    );
    // The page's own styles stay out of the shadow root.
    const background = await dialog
      .getByRole('button', { name: 'Next page' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toBe('rgb(0, 0, 255)');
    // A scan: utif2's worker is a file of the CDN build too, beside the chunk that starts it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await addElementToPlainPage(page, 'anp-documents', { 'doc-type': 'certificate' });
    const certificates = page.locator('anp-documents').nth(1);
    await card(certificates, /^Proof of delivery/)
      .getByRole('button', { name: /^Preview/ })
      .click();
    const scanDialog = certificates.getByRole('dialog');
    const faxPage = scanDialog.getByRole('img', { name: /^Page 1 of 3/ });
    await expect(faxPage).toBeVisible();
    await expect(scanDialog.getByRole('region', { name: /^Document view/ })).not.toHaveAttribute(
      'aria-busy',
      'true',
      { timeout: 20_000 },
    );
    expect((await inkOf(faxPage)).width).toBe(1728);
    expect(workers).toContainEqual(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4180\/cdn\/current\/tiff\.worker-/),
    );
    expect(errors).toEqual([]);
  });
});

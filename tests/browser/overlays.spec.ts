import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accessToken,
  addElementToPlainPage,
  collectPageErrors,
  signIn,
  ACCOUNT_CHOSEN,
} from './support/stack';

const EMBED = 'http://127.0.0.1:4180/embed.html';

type Kind = 'modal' | 'popover' | 'manual';

interface Overlay {
  name: string;
  /** The element whose shadow root holds it (null: whichever element shows the toasts). */
  tag: string | null;
  kind: Kind;
  /** The control that opens it (null: opened by a script). */
  opener(page: Page): Locator | null;
  /** The part measured and hit, when the overlay lets pointers through its empty area. */
  measure?: string;
  /** Opens it, when a click on the opener is not enough. */
  open?(page: Page): Promise<void>;
}

const host = (page: Page, tag: string) => page.locator(tag);

/**
 * Every overlay of every element on the page: the modal ones are `<dialog>`s shown modal, the
 * others popovers (`manual` for the toast region). Each opens under the same hostile layout.
 */
const OVERLAYS: Overlay[] = [
  {
    name: 'header: navigation dropdown',
    tag: 'anp-header',
    kind: 'popover',
    opener: (page) => host(page, 'anp-header').locator('nav button[aria-controls]').first(),
  },
  {
    name: 'header: profile menu',
    tag: 'anp-header',
    kind: 'popover',
    opener: (page) => host(page, 'anp-header').locator('button[aria-haspopup="menu"]'),
  },
  {
    name: 'account selector: dropdown',
    tag: 'anp-account-selector',
    kind: 'popover',
    opener: (page) => host(page, 'anp-account-selector').locator('button[aria-haspopup="dialog"]'),
  },
  {
    name: 'notification drawer',
    tag: 'anp-notification-drawer',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-notification-drawer').getByRole('button', { name: /^Notifications/ }),
  },
  {
    name: 'complaint modal',
    tag: 'anp-complaint-modal',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-complaint-modal').getByRole('button', { name: 'Raise a complaint' }),
  },
  {
    name: 'orders: status filter menu',
    tag: 'anp-orders',
    kind: 'popover',
    opener: (page) => host(page, 'anp-orders').locator('button[aria-controls$="-panel"]').first(),
  },
  {
    name: 'orders: date range calendar',
    tag: 'anp-orders',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-orders').locator('button[aria-haspopup="dialog"]:not([disabled])').first(),
  },
  {
    name: 'orders: row menu',
    tag: 'anp-orders',
    kind: 'popover',
    opener: (page) =>
      host(page, 'anp-orders')
        .getByRole('button', { name: /^More actions for/ })
        .first(),
  },
  {
    name: 'documents: preview dialog',
    tag: 'anp-documents',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-documents')
        .getByRole('button', { name: /^Preview/ })
        .first(),
  },
  {
    name: 'toast region',
    tag: null,
    kind: 'manual',
    // The region spans the bottom edge with `pointer-events: none`; its toasts take the pointer.
    measure: '[role="alert"], [role="status"]',
    opener: () => null,
    open: async (page) => {
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent('anp-error', {
            detail: { error: { code: 'network' }, message: 'The overlay test says hello.' },
          }),
        ),
      );
    },
  },
];

const ELEMENTS: [string, Record<string, string>][] = [
  ['anp-header', {}],
  ['anp-account-selector', { variant: 'dropdown' }],
  ['anp-notification-drawer', {}],
  ['anp-complaint-modal', {}],
  ['anp-orders', {}],
  ['anp-documents', { 'doc-type': 'brochure' }],
];

/**
 * The page a CMS gives the kit at its worst: every element inside its own ancestor that is
 * transformed (a fixed box would shrink to it), `overflow: hidden` (a box outside it would be cut)
 * and stacked (z-index), all inside a `<main>` of the same kind, with a page element of a higher
 * z-index laid over each overlay once it is open. Styles set through the CSSOM: the page's CSP
 * allows no inline style attribute.
 */
async function hostileLayout(page: Page) {
  await page.evaluate(
    (tags) => {
      const main = document.querySelector('main');
      if (!main) throw new Error('no <main>');
      Object.assign(main.style, {
        transform: 'translateZ(0)',
        overflow: 'hidden',
        position: 'relative',
        zIndex: '2147483000',
      });
      // A control of the page, always in view (bottom left) and stacked high.
      const button = document.createElement('button');
      button.id = 'page-button';
      button.textContent = 'A control of the page';
      Object.assign(button.style, {
        position: 'fixed',
        left: '0',
        bottom: '0',
        zIndex: '2147483600',
      });
      document.body.append(button);
      for (const tag of tags) {
        const element = document.querySelector(tag);
        if (!element) throw new Error(`no ${tag}`);
        const trap = document.createElement('div');
        Object.assign(trap.style, {
          transform: 'scale(1)',
          overflow: 'hidden',
          position: 'relative',
          zIndex: '2147483001',
        });
        element.replaceWith(trap);
        trap.append(element);
      }
    },
    ELEMENTS.map(([tag]) => tag),
  );
}

/** Code run in the page: the open overlay, deep focus, deep hit testing. */
const PAGE_HELPERS = `
  window.__overlay = {
    roots() {
      const out = [];
      const visit = (root) => {
        out.push(root);
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
      };
      visit(document);
      return out;
    },
    open(tag) {
      const base = tag ? document.querySelector(tag)?.shadowRoot : document;
      if (!base) return null;
      const found = [];
      const visit = (root) => {
        for (const el of root.querySelectorAll('dialog[open], [popover]')) {
          if (el.matches('dialog:modal, :popover-open')) found.push(el);
        }
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
      };
      visit(base);
      return found.at(-1) ?? null;
    },
    contains(container, node) {
      for (let n = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) {
        if (n === container) return true;
      }
      return false;
    },
    active() {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a;
    },
    hit(x, y) {
      let el = document.elementFromPoint(x, y);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el;
    },
  };
`;

interface Shown {
  found: boolean;
  inViewport: boolean;
  hits: boolean[];
  box: { x: number; y: number; width: number; height: number };
}

/** Whether the open overlay is whole in the viewport and on top at its corners and centre. */
async function shownWholeAndOnTop(
  page: Page,
  tag: string | null,
  measure?: string,
): Promise<Shown> {
  return page.evaluate(
    ({ tag, measure }) => {
      type Helpers = {
        open(tag: string | null): HTMLElement | null;
        contains(a: Node, b: Node | null): boolean;
        hit(x: number, y: number): Element | null;
      };
      const h = (window as unknown as { __overlay: Helpers }).__overlay;
      const open = h.open(tag);
      const overlay = measure ? open?.querySelector<HTMLElement>(measure) : open;
      const empty = { x: 0, y: 0, width: 0, height: 0 };
      if (!overlay) return { found: false, inViewport: false, hits: [], box: empty };
      const r = overlay.getBoundingClientRect();
      const box = { x: r.x, y: r.y, width: r.width, height: r.height };
      // A page element stacked above everything else, laid over the overlay.
      const cover = document.createElement('div');
      Object.assign(cover.style, {
        position: 'fixed',
        left: `${r.left}px`,
        top: `${r.top}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        zIndex: '2147483647',
        background: 'rgba(255, 0, 0, 0.2)',
      });
      document.body.append(cover);
      // Inside the rounded corners (radius up to 12 px), at the edges of the box.
      const inset = 10;
      const points: [number, number][] = [
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
        [r.left + r.width / 2, r.top + r.height / 2],
      ];
      const hits = points.map(([x, y]) => h.contains(overlay, h.hit(x, y)));
      cover.remove();
      const inViewport =
        r.width > 0 &&
        r.height > 0 &&
        r.left >= 0 &&
        r.top >= 0 &&
        r.right <= window.innerWidth &&
        r.bottom <= window.innerHeight;
      return { found: true, inViewport, hits, box };
    },
    { tag, measure },
  );
}

/** Whether focus is inside the open overlay (across shadow roots). */
async function focusInside(page: Page, tag: string | null): Promise<boolean> {
  return page.evaluate((tag) => {
    type Helpers = {
      open(tag: string | null): HTMLElement | null;
      contains(a: Node, b: Node | null): boolean;
      active(): Element | null;
    };
    const h = (window as unknown as { __overlay: Helpers }).__overlay;
    const overlay = h.open(tag);
    return Boolean(overlay && h.contains(overlay, h.active()));
  }, tag);
}

/**
 * While a modal is open, the page behind takes no pointer (a press there meets the dialog or its
 * backdrop) and no focus. Answers true, or what was hit and whether the page control took focus.
 */
async function pageBehindInert(page: Page, tag: string | null): Promise<true | string> {
  return page.evaluate((tag) => {
    type Helpers = {
      open(tag: string | null): HTMLElement | null;
      contains(a: Node, b: Node | null): boolean;
      hit(x: number, y: number): Element | null;
    };
    const h = (window as unknown as { __overlay: Helpers }).__overlay;
    const overlay = h.open(tag);
    const pageButton = document.getElementById('page-button');
    if (!overlay || !pageButton) return 'no open overlay or page control';
    const b = pageButton.getBoundingClientRect();
    const hit = h.hit(b.left + b.width / 2, b.top + b.height / 2);
    // Unreachable by pointer (the dialog or its backdrop is hit) and by focus (inert).
    pageButton.focus();
    const focused = document.activeElement === pageButton;
    const ok = h.contains(overlay, hit) && !focused;
    return ok || `hit ${hit?.tagName}.${hit?.className} ${hit?.id}, focused ${focused}`;
  }, tag);
}

test.describe('given every overlay of every element under a transformed, clipping, stacked CMS layout', () => {
  test('each shows whole and on top; modals keep focus, make the page inert, close on Escape and return focus', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();
    const token = (await accessToken(page)) ?? '';
    const account = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
    await page.addInitScript(
      ({ t, a }) => {
        if (location.origin !== 'http://127.0.0.1:4180') return;
        sessionStorage.setItem('demo.accessToken', t);
        sessionStorage.setItem('soldToId', a);
      },
      { t: token, a: account },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(EMBED);
    const errors = collectPageErrors(page);
    for (const [tag, attributes] of ELEMENTS) await addElementToPlainPage(page, tag, attributes);
    await hostileLayout(page);
    await page.evaluate(PAGE_HELPERS);

    const report: string[] = [];
    for (const overlay of OVERLAYS) {
      const opener = overlay.opener(page);
      if (opener) {
        await opener.scrollIntoViewIfNeeded({ timeout: 30_000 });
        await opener.click();
      }
      await overlay.open?.(page);
      await expect
        .poll(async () => (await shownWholeAndOnTop(page, overlay.tag)).found, {
          message: `${overlay.name} opens`,
          timeout: 20_000,
        })
        .toBe(true);
      // Whole and on top once placed (anchoring and content that loads in settle first).
      await expect
        .poll(
          async () => {
            const shown = await shownWholeAndOnTop(page, overlay.tag, overlay.measure);
            return { inViewport: shown.inViewport, hits: shown.hits };
          },
          { message: `${overlay.name} shows whole and on top`, timeout: 20_000 },
        )
        .toEqual({ inViewport: true, hits: [true, true, true, true, true] });
      report.push(
        `${overlay.name}: ${JSON.stringify((await shownWholeAndOnTop(page, overlay.tag, overlay.measure)).box)}`,
      );
      if (overlay.kind === 'manual') continue;

      const openerHandle = opener ? await opener.elementHandle() : null;
      if (overlay.kind === 'modal') {
        expect(await focusInside(page, overlay.tag), `${overlay.name} takes focus`).toBe(true);
        for (let i = 0; i < 14; i += 1) {
          await page.keyboard.press(i < 10 ? 'Tab' : 'Shift+Tab');
          expect(await focusInside(page, overlay.tag), `${overlay.name} keeps Tab ${i}`).toBe(true);
        }
        expect(await pageBehindInert(page, overlay.tag), `${overlay.name}: page inert`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect
        .poll(async () => (await shownWholeAndOnTop(page, overlay.tag)).found, {
          message: `${overlay.name} closes on Escape`,
        })
        .toBe(false);
      if (openerHandle) {
        await expect
          .poll(
            () =>
              page.evaluate((opener) => {
                type Helpers = { active(): Element | null };
                return (window as unknown as { __overlay: Helpers }).__overlay.active() === opener;
              }, openerHandle),
            { message: `${overlay.name} returns focus to its opener` },
          )
          .toBe(true);
      }
    }
    console.log(report.join('\n'));
    expect(errors).toEqual([]);
  });
});

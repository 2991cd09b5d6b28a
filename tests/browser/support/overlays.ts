import { expect, type Locator, type Page } from '@playwright/test';
import {
  accessToken,
  addElementToPlainPage,
  collectPageErrors,
  signIn,
  ACCOUNT_CHOSEN,
} from './stack';

/**
 * The overlay check of issue 13: every overlay of every element, on a plain CMS page under a
 * hostile layout, shows whole and on top; the modal ones keep focus inside, make the page behind
 * inert, close on Escape and give focus back. One table, two pages: each page runs in the
 * Playwright chain of the demo state it touches (playwright.config.ts).
 */

const EMBED = 'http://127.0.0.1:4180/embed.html';

type Kind = 'modal' | 'popover' | 'manual';

/**
 * The plain page an overlay opens on, by the demo state its element changes: `cases` (the
 * complaint modal creates a draft case while it is open: the support-case chain), `carts` (the
 * cart's line and date, the modified-order draft: the cart-and-order chain).
 */
export type OverlayPage = 'cases' | 'carts';

export interface Overlay {
  name: string;
  page: OverlayPage;
  /** The element whose shadow root holds it (null: whichever element shows the toasts). */
  tag: string | null;
  kind: Kind;
  /** The control that opens it (null: opened by a script). */
  opener(page: Page): Locator | null;
  /** The part measured and hit, when the overlay lets pointers through its empty area. */
  measure?: string;
  /** Brings the element to where its opener opens the overlay (before the opener is clicked). */
  prepare?(page: Page): Promise<void>;
  /** Opens it, when a click on the opener is not enough. */
  open?(page: Page): Promise<void>;
  /**
   * The opener is a stand-in that the overlay's own field replaces on the first press (the
   * orders' date filter loads its picker on first use): focus returns to that field, which the
   * opener's locator finds once the overlay has closed.
   */
  openerReplaced?: boolean;
}

const host = (page: Page, tag: string) => page.locator(tag);

/**
 * Every overlay of every element on the page: the modal ones are `<dialog>`s shown modal, the
 * others popovers (`manual` for the toast region). Each opens under the same hostile layout.
 */
export const OVERLAYS: Overlay[] = [
  {
    name: 'header: navigation dropdown',
    page: 'cases',
    tag: 'anp-header',
    kind: 'popover',
    opener: (page) => host(page, 'anp-header').locator('nav button[aria-controls]').first(),
  },
  {
    name: 'header: profile menu',
    page: 'cases',
    tag: 'anp-header',
    kind: 'popover',
    opener: (page) => host(page, 'anp-header').locator('button[aria-haspopup="menu"]'),
  },
  {
    name: 'account selector: dropdown',
    page: 'cases',
    tag: 'anp-account-selector',
    kind: 'popover',
    opener: (page) => host(page, 'anp-account-selector').locator('button[aria-haspopup="dialog"]'),
  },
  {
    name: 'notification drawer',
    page: 'cases',
    tag: 'anp-notification-drawer',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-notification-drawer').getByRole('button', { name: /^Notifications/ }),
  },
  {
    name: 'complaint modal',
    page: 'cases',
    tag: 'anp-complaint-modal',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-complaint-modal').getByRole('button', { name: 'Raise a complaint' }),
  },
  {
    name: 'orders: status filter menu',
    page: 'cases',
    tag: 'anp-orders',
    kind: 'popover',
    opener: (page) => host(page, 'anp-orders').locator('button[aria-controls$="-panel"]').first(),
  },
  {
    name: 'orders: date range calendar',
    page: 'cases',
    tag: 'anp-orders',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-orders').locator('button[aria-haspopup="dialog"]:not([disabled])').first(),
    openerReplaced: true,
  },
  {
    name: 'orders: row menu',
    page: 'cases',
    tag: 'anp-orders',
    kind: 'popover',
    opener: (page) =>
      host(page, 'anp-orders')
        .getByRole('button', { name: /^More actions for/ })
        .first(),
  },
  {
    name: 'documents: preview dialog',
    page: 'cases',
    tag: 'anp-documents',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-documents')
        .getByRole('button', { name: /^Preview/ })
        .first(),
  },
  {
    name: 'support: complaint modal from the support bar',
    page: 'cases',
    tag: 'anp-support',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-support').getByRole('button', { name: 'Raise a complaint' }).first(),
  },
  {
    name: 'cart: requested delivery date calendar',
    page: 'carts',
    tag: 'anp-cart',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-cart').getByRole('button', { name: /Requested delivery date/ }),
  },
  {
    name: 'cart: Empty cart confirmation',
    page: 'carts',
    tag: 'anp-cart',
    kind: 'modal',
    opener: (page) => host(page, 'anp-cart').getByRole('button', { name: 'Empty cart' }),
  },
  {
    name: 'cart: small-order fee dialog',
    page: 'carts',
    tag: 'anp-cart',
    kind: 'modal',
    // Continue to review asks for the fee under the bag minimum, once a date is chosen.
    prepare: async (page) => {
      const cart = host(page, 'anp-cart');
      await cart.getByRole('button', { name: /Requested delivery date/ }).click();
      await expect(cart.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(cart.getByRole('dialog')).toHaveCount(0);
    },
    opener: (page) => host(page, 'anp-cart').getByRole('button', { name: 'Continue to review' }),
  },
  {
    name: 'modify order: requested date calendar',
    page: 'carts',
    tag: 'anp-modify-order',
    kind: 'modal',
    opener: (page) =>
      host(page, 'anp-modify-order').locator('button[aria-haspopup="dialog"]:not([disabled])'),
  },
  {
    name: 'modify order: Discard draft confirmation',
    page: 'carts',
    tag: 'anp-modify-order',
    kind: 'modal',
    opener: (page) => host(page, 'anp-modify-order').getByRole('button', { name: 'Discard draft' }),
  },
  // <anp-order-builder> has no overlay of its own: its full-pallet hint is a CSS tooltip inside
  // the product row (shown on hover and focus), not a top-layer box.
  {
    name: 'toast region',
    page: 'cases',
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

/**
 * The page a CMS gives the kit at its worst: every element inside its own ancestor that is
 * transformed (a fixed box would shrink to it), `overflow: hidden` (a box outside it would be cut)
 * and stacked (z-index), all inside a `<main>` of the same kind, with a page element of a higher
 * z-index laid over each overlay once it is open. Styles set through the CSSOM: the page's CSP
 * allows no inline style attribute.
 */
export async function hostileLayout(page: Page, tags: string[]) {
  await page.evaluate((tags) => {
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
  }, tags);
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
      if (!overlay) return { found: false, inViewport: false, hits: [] };
      const r = overlay.getBoundingClientRect();
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
      return { found: true, inViewport, hits };
    },
    { tag, measure },
  );
}

/** Whether focus is inside the open overlay (across shadow roots): true, or what has focus. */
async function focusInside(page: Page, tag: string | null): Promise<true | string> {
  return page.evaluate((tag) => {
    type Helpers = {
      open(tag: string | null): HTMLElement | null;
      contains(a: Node, b: Node | null): boolean;
      active(): Element | null;
    };
    const h = (window as unknown as { __overlay: Helpers }).__overlay;
    const overlay = h.open(tag);
    const active = h.active();
    if (overlay && h.contains(overlay, active)) return true;
    return `${overlay ? 'focus outside' : 'no open overlay'}: ${active?.tagName} ${active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40)}`;
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

/**
 * Signs the US retailer in on the portal and hands the plain pages of the embed origin their
 * token and account, as a market site that signs its users in itself would.
 */
export async function signInForPlainPage(page: Page): Promise<{ token: string; account: string }> {
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
  return { token, account };
}

/**
 * The plain market page with `elements` added as a CMS author would, each under the hostile
 * layout. Answers the errors the page throws from then on.
 */
export async function openHostilePage(
  page: Page,
  elements: [string, Record<string, string>][],
): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(EMBED);
  const errors = collectPageErrors(page);
  for (const [tag, attributes] of elements) await addElementToPlainPage(page, tag, attributes);
  await hostileLayout(
    page,
    elements.map(([tag]) => tag),
  );
  await page.evaluate(PAGE_HELPERS);
  return errors;
}

/**
 * Opens each overlay in turn and checks it: shown whole and on top (a page element stacked above
 * everything is laid over it, and the overlay is still hit at its corners and centre); for a
 * modal, focus inside on open and through 14 Tab presses, the page behind inert; Escape closes
 * it, and focus goes back to its opener.
 */
export async function checkOverlays(page: Page, overlays: Overlay[]): Promise<void> {
  for (const overlay of overlays) {
    await overlay.prepare?.(page);
    const opener = overlay.opener(page);
    // Held before it opens: the overlay may hold a control of the same name (Empty cart).
    const openerHandle = opener ? await opener.elementHandle({ timeout: 30_000 }) : null;
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
    if (overlay.kind === 'manual') continue;

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
    const focusTarget =
      opener && overlay.openerReplaced ? await opener.elementHandle() : openerHandle;
    if (focusTarget) {
      await expect
        .poll(
          () =>
            page.evaluate((opener) => {
              type Helpers = { active(): Element | null };
              const active = (window as unknown as { __overlay: Helpers }).__overlay.active();
              // Else what has focus, for the failure message.
              return active === opener || `${active?.tagName} ${active?.textContent?.trim()}`;
            }, focusTarget),
          { message: `${overlay.name} returns focus to its opener` },
        )
        .toBe(true);
    }
  }
}

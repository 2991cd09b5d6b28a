import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mount, plainMarketPage, shadow } from '../fixtures/element-page';
import { rememberOutcome } from '../modification-outcome';
import { orderDetailElement } from './order-detail.element';

plainMarketPage(orderDetailElement);

describe('given <anp-order-detail> on a plain market page', () => {
  it('renders the order of its order-number inside its shadow root, at the heading level asked', async () => {
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000152277',
      'heading-level': '2',
    });
    await waitFor(
      () => expect(shadow(el).querySelector('h2')?.textContent).toBe('Order 4000152277'),
      {
        timeout: 5000,
      },
    );
    expect(shadow(el).querySelector('h1')).toBeNull();
  });

  it('dispatches anp-navigate from the element for the Modify order link', async () => {
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    let link: HTMLAnchorElement | undefined;
    await waitFor(
      () => {
        link = [...shadow(el).querySelectorAll('a')].find((a) => a.textContent === 'Modify order');
        expect(link).toBeDefined();
      },
      { timeout: 5000 },
    );
    const seen: { target: EventTarget | null; path: string }[] = [];
    const listener = (event: Event) => {
      seen.push({
        target: event.target,
        path: (event as CustomEvent<{ path: string }>).detail.path,
      });
      event.preventDefault();
    };
    document.addEventListener('anp-navigate', listener);
    link!.click();
    document.removeEventListener('anp-navigate', listener);
    expect(seen).toEqual([{ target: el, path: '/us/en/pages/orders/4000161424/modify' }]);
  });

  it('renders every part it lists: back from the modify page, and an order it cannot find', async () => {
    // The modify page discarded its draft and sent the user back here: the detail says so once.
    rememberOutcome({ orderNumber: '4000161424', kind: 'discarded' });
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    const part = (root: Element, name: string) => shadow(root).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(part(el, 'notice')?.getAttribute('part')).toBe('notice info'), {
      timeout: 5000,
    });
    expect(part(el, 'ghost')).not.toBeNull();
    const unknown = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000000001',
    });
    await waitFor(() => expect(part(unknown, 'empty-state')).not.toBeNull());
    // An order with memos shows their tiles, whose code loads when the first tile shows.
    const withMemos = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000152277',
    });
    await waitFor(
      () => {
        expect(part(withMemos, 'tile-heading')).not.toBeNull();
        expect(part(withMemos, 'amount')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
  });
});

describe('given Order again in <anp-order-detail> (issue 17)', () => {
  it('shows the summary in its shadow root and dispatches anp-cart-changed from the element', async () => {
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000158802',
    });
    let button: HTMLButtonElement | undefined;
    await waitFor(
      () => {
        button = [...shadow(el).querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Order again',
        );
        expect(button).toBeDefined();
      },
      { timeout: 5000 },
    );
    const seen: { target: EventTarget | null; source: unknown }[] = [];
    const listener = (event: Event) =>
      seen.push({
        target: event.target,
        source: (event as CustomEvent<{ source: string }>).detail.source,
      });
    document.addEventListener('anp-cart-changed', listener);
    button!.click();
    await waitFor(
      () => {
        const summary = shadow(el).querySelector('[part~="reorder-summary"]');
        expect(summary?.textContent).toContain('2 lines added to the cart');
        expect(shadow(el).querySelector('[part~="reorder-cart-link"]')).not.toBeNull();
      },
      { timeout: 5000 },
    );
    document.removeEventListener('anp-cart-changed', listener);
    expect(seen).toEqual([{ target: el, source: 'order-detail' }]);
  });
});

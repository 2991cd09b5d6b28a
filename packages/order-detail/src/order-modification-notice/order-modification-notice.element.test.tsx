import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mount, plainMarketPage, shadow } from '../fixtures/element-page';
import { orderModificationNoticeElement } from './order-modification-notice.element';

plainMarketPage(orderModificationNoticeElement);

describe('given <anp-order-modification-notice>', () => {
  it('lists the orders still open to changes, at most max', async () => {
    const el = mount('anp-order-modification-notice', { country: 'us', lang: 'en', max: '2' });
    await waitFor(() => expect(shadow(el).querySelectorAll('article')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(shadow(el).textContent).toContain('And 1 more order can still be changed.');
  });

  it("shows one order's notice with order-number, and nothing for an order past its cut-off", async () => {
    const open = mount('anp-order-modification-notice', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    const closed = mount('anp-order-modification-notice', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161390',
    });
    await waitFor(() => expect(shadow(open).querySelectorAll('article')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(shadow(closed).querySelector('article')).toBeNull();
  });
});

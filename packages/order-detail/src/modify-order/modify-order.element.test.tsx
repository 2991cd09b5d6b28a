import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mount, plainMarketPage, shadow } from '../fixtures/element-page';
import { modifyOrderElement } from './modify-order.element';

plainMarketPage(modifyOrderElement);

describe('given <anp-modify-order>', () => {
  it('opens the order for changes', async () => {
    const el = mount('anp-modify-order', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    await waitFor(
      () => expect(shadow(el).querySelector('h1')?.textContent).toBe('Modify order 4000161424'),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(shadow(el).querySelectorAll('input[inputmode="numeric"]')).toHaveLength(3),
    );
  });
});

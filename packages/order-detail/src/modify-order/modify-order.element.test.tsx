import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('renders every part it lists: a note too long, the discard dialog, a closed order', async () => {
    const user = userEvent.setup();
    const el = mount('anp-modify-order', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    const part = (root: Element, name: string) => shadow(root).querySelector(`[part~="${name}"]`);
    // The queries only need querySelectorAll, which a shadow root has.
    const page = within(shadow(el) as unknown as HTMLElement);
    const note = await waitFor(
      () => page.getByRole('textbox', { name: /^Delivery instructions/ }),
      {
        timeout: 5000,
      },
    );
    // user-event types into document.activeElement, which is the host for a shadow root's field.
    fireEvent.change(note, { target: { value: 'x'.repeat(121) } });
    await waitFor(() => expect(part(el, 'field-error')).not.toBeNull());
    await user.click(page.getByRole('button', { name: 'Discard draft' }));
    const dialog = await page.findByRole('dialog', { name: 'Discard your changes?' });
    for (const name of ['dialog', 'dialog-title', 'dialog-footer', 'dialog-close']) {
      expect(part(el, name), name).not.toBeNull();
    }
    expect(
      within(dialog).getByRole('button', { name: 'Discard changes' }).getAttribute('part'),
    ).toBe('button danger');
    // An order past its cut-off: a notice says so, with a link back to the order.
    const closed = mount('anp-modify-order', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161390',
    });
    await waitFor(() =>
      expect(part(closed, 'notice')?.getAttribute('part')).toBe('notice warning'),
    );
  });
});

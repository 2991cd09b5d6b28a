import type { Story } from '@ladle/react';
import { Demo, never } from '../fixtures/story-demo';
import { OrderDetail } from '../order-detail/order-detail';

export default { title: 'Order detail / Order again' };

/** Order again beside Set a reminder; choosing it opens the summary (issue 17). */
export const OnTheOrderDetail: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

/** The call never answers: the button stays busy. */
export const Busy: Story = () => (
  <Demo routes={{ 'POST cart/replicate': never }}>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

/** The order is not one of the selected account's: the reason beside the button. */
export const Failed: Story = () => (
  <Demo
    routes={{
      'POST cart/replicate': () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such order for this account' },
      }),
    }}
  >
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

/** Spanish, on a Mexican order. */
export const MexicoSpanish: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000160011" />
  </Demo>
);

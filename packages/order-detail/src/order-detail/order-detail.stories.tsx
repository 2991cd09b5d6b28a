import type { Story } from '@ladle/react';
import { OrderDetail } from './order-detail';
import { GROUPS } from '../fixtures';
import { Demo, never } from '../fixtures/story-demo';

export default { title: 'Order detail' };

export const UnitedStatesBeforeCutoff: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const UnitedStatesCutoffPassed: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000161390" />
  </Demo>
);

export const UnitedStatesShipped: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

export const UnitedStatesInvoicedWithMemos: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const MexicoNotInvoiced: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000160011" />
  </Demo>
);

export const MexicoInvoiced: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000150318" />
  </Demo>
);

export const MexicoCancelledInvoice: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000149902" />
  </Demo>
);

export const InternalUserShipped: Story = () => (
  <Demo groups={GROUPS.internal}>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

export const DownloadTooBig: Story = () => (
  <Demo
    routes={{
      'GET 4000152277/download': () => ({
        status: 413,
        body: { code: 'ERRDD001', message: 'File too big' },
      }),
    }}
  >
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const DownloadNotAuthorized: Story = () => (
  <Demo
    routes={{
      'GET 4000152277/download': () => ({
        status: 401,
        body: { code: 'NOT_AUTHORIZED', message: 'Not your document' },
      }),
    }}
  >
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET orders/orderNumber': never }}>
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const NotFound: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000999999" />
  </Demo>
);

export const LoadFails: Story = () => (
  <Demo
    routes={{
      'GET orders/orderNumber': () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } }),
    }}
  >
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

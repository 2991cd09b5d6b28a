import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { AccountBalance } from './account-balance';
import { BoletoSlip } from './boleto.view';
import { DetailDialog } from './detail.view';
import {
  AS_OF,
  BOLETO,
  BR_INVOICE,
  ITEMS,
  accountBalanceRoutes,
  brazilRoutes,
  SUMMARY,
} from './fixtures';
import { DEFAULT_STATE, type ItemsState } from './model/list-state';

export default { title: 'Account balance' };

function Demo({
  country = 'us',
  lang = 'en',
  routes = accountBalanceRoutes(),
  children,
}: {
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const down = () => ({ status: 500, body: { message: 'down' } });

export const UsRetailer: Story = () => (
  <Demo>
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ ...accountBalanceRoutes(), 'GET financeData': never, 'GET finance/list': never }}>
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const Failed: Story = () => (
  <Demo routes={{ ...accountBalanceRoutes(), 'GET financeData': down, 'GET finance/list': down }}>
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const NoAccount: Story = () => (
  <Demo
    routes={{
      ...accountBalanceRoutes(),
      'GET financeData': () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No account' },
      }),
    }}
  >
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const NothingOpen: Story = () => (
  <Demo
    routes={accountBalanceRoutes({
      items: [],
      summary: {
        ...SUMMARY,
        openBalance: 0,
        current: 0,
        overdue: 0,
        availableCredit: SUMMARY.creditLimit,
        buckets: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
      },
    })}
  >
    <AccountBalance today={AS_OF} />
  </Demo>
);

function Filtered() {
  const [value, setValue] = useState<ItemsState>({
    ...DEFAULT_STATE,
    filters: { ...DEFAULT_STATE.filters, bucket: 'over90' },
  });
  return <AccountBalance today={AS_OF} value={value} onChange={setValue} />;
}

export const FilteredByBucket: Story = () => (
  <Demo>
    <Filtered />
  </Demo>
);

export const NoMatch: Story = () => (
  <Demo routes={accountBalanceRoutes({ items: [] })}>
    <AccountBalance
      today={AS_OF}
      value={{ ...DEFAULT_STATE, filters: { ...DEFAULT_STATE.filters, itemType: 'payment' } }}
    />
  </Demo>
);

export const BrazilBoleto: Story = () => (
  <Demo country="br" lang="pt" routes={brazilRoutes()}>
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const BoletoFailed: Story = () => (
  <Demo country="br" lang="pt" routes={{ ...brazilRoutes(), 'GET invoiceboleto': down }}>
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo country="mx" lang="es">
    <AccountBalance today={AS_OF} />
  </Demo>
);

export const Korean: Story = () => (
  <Demo country="kr" lang="ko">
    <AccountBalance today={AS_OF} />
  </Demo>
);

/** An item's panel, open: its facts, lines and activity. */
export const ItemPanel: Story = () => (
  <Demo>
    <DetailDialog item={ITEMS[3] ?? null} onClose={() => undefined} />
  </Demo>
);

/** A Brazilian invoice's panel, open on its boleto. */
export const BoletoPanelOpen: Story = () => (
  <Demo country="br" lang="pt" routes={brazilRoutes()}>
    <DetailDialog item={BR_INVOICE} onClose={() => undefined} />
  </Demo>
);

const pdf = () => async () => ({
  blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  filename: 'boleto.pdf',
  contentType: 'application/pdf',
});

/** A slip whose line was mistyped: its check digits do not verify. */
export const BoletoNotVerified: Story = () => (
  <Demo country="br" lang="pt" routes={brazilRoutes()}>
    <BoletoSlip
      boleto={{
        ...BOLETO,
        status: 'overdue',
        digitableLine: `${BOLETO.digitableLine.slice(0, 46)}1`,
      }}
      headingLevel={3}
      onPdf={pdf}
    />
  </Demo>
);

import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { MemoTile, type MemoTileProps } from './memo-tile';
import { MemoTileView } from './memo-tile.view';
import type { MemoTileState } from './use-memo-tile';
import {
  KR_DEBIT,
  MX_CANCELLED,
  MX_OPEN,
  NEW_FLOW_CREDIT,
  US_CREDIT,
  US_DEBIT,
  memoRoutes,
} from './fixtures';

export default { title: 'Memo tile' };

const never = () => new Promise<never>(() => {});

function Demo({
  country = 'us',
  lang = 'en',
  routes,
  children,
}: {
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const backend = fakeBackend(config, { ...memoRoutes(), ...routes }, { delayMs: 300 });
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 640, margin: '0 auto', padding: 16 }}>
        {children}
      </div>
    </KitRoot>
  );
}

const tile = (props: MemoTileProps) => <MemoTile {...props} />;

export const UnitedStatesCredit: Story = () => (
  <Demo>{tile({ memoNumber: US_CREDIT.memoNumber })}</Demo>
);

export const UnitedStatesDebitExpanded: Story = () => (
  <Demo>{tile({ memoNumber: US_DEBIT.memoNumber, expanded: true })}</Demo>
);

export const MexicoCancelled: Story = () => (
  <Demo country="mx" lang="es">
    {tile({ memoNumber: MX_CANCELLED.memoNumber, expanded: true })}
    {tile({ memoNumber: MX_OPEN.memoNumber })}
  </Demo>
);

export const KoreaDebit: Story = () => (
  <Demo country="kr">{tile({ memoNumber: KR_DEBIT.memoNumber, expanded: true })}</Demo>
);

export const NewFlowBrazil: Story = () => (
  <Demo country="br" lang="pt">
    {tile({ memoNumber: NEW_FLOW_CREDIT.memoNumber, expanded: true })}
  </Demo>
);

export const DownloadTooBig: Story = () => (
  <Demo
    routes={{
      [`GET ${US_CREDIT.memoNumber}/download`]: () => ({
        status: 413,
        body: { code: 'ERRDD001', message: 'File too big' },
      }),
    }}
  >
    {tile({ memoNumber: US_CREDIT.memoNumber })}
  </Demo>
);

export const DownloadNotAuthorized: Story = () => (
  <Demo
    routes={{
      [`GET ${US_CREDIT.memoNumber}/download`]: () => ({
        status: 401,
        body: { code: 'NOT_AUTHORIZED', message: 'Not your document' },
      }),
    }}
  >
    {tile({ memoNumber: US_CREDIT.memoNumber })}
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET finance/details': never }}>{tile({ memoNumber: '7100023456' })}</Demo>
);

export const NotFound: Story = () => <Demo>{tile({ memoNumber: '7100999999' })}</Demo>;

export const LoadFails: Story = () => (
  <Demo
    routes={{
      'GET finance/details': () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } }),
    }}
  >
    {tile({ memoNumber: US_CREDIT.memoNumber })}
  </Demo>
);

/** The view alone, from its props: no server, each state as the behaviour hands it over. */
function ViewDemo({
  tile,
  country = 'us',
  lang = 'en',
}: {
  tile: MemoTileState;
  country?: string;
  lang?: string;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: fakeBackend(config, {}), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 640, margin: '0 auto', padding: 16 }}>
        <MemoTileView tile={tile} headingLevel={3} />
      </div>
    </KitRoot>
  );
}

const pdf = async () => ({
  blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  filename: null,
  contentType: 'application/pdf',
});

export const ViewCardOpen: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <ViewDemo
      tile={{
        kind: 'ready',
        memo: US_DEBIT,
        open,
        toggle: () => setOpen((o) => !o),
        fetchFile: pdf,
      }}
    />
  );
};

export const ViewLoadFailed: Story = () => (
  <ViewDemo
    tile={{
      kind: 'failed',
      number: US_CREDIT.memoNumber,
      error: new PortalError({ code: 'TIMEOUT' }),
      retry: () => {},
    }}
  />
);

export const ViewNoMemoNumber: Story = () => <ViewDemo tile={{ kind: 'missingNumber' }} />;

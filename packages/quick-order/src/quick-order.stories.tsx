import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { QuickOrder } from './quick-order';
import { QuickOrderView } from './quick-order.view';
import { judgeFixtureLine, quickOrderRoutes, TEN_LINES } from './fixtures';
import { parsePasted } from './model/parse';
import { toLines, withResults, tally, type QuickLine } from './model/quick-order';
import type { QuickOrderState } from './use-quick-order';

export default { title: 'Quick order' };

function Demo({
  lang = 'en',
  country = 'us',
  routes = quickOrderRoutes(),
  children,
}: {
  lang?: string;
  country?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const nothing = () => undefined;

/** The ten lines, checked (two need attention). */
function checkedLines(text = TEN_LINES, country = 'us'): QuickLine[] {
  const lines = toLines(parsePasted(text, country));
  const sent = lines.filter((l) => l.problem === null);
  return withResults(lines, sent, sent.map(judgeFixtureLine));
}

function stateOf(over: Partial<QuickOrderState>): QuickOrderState {
  const lines = over.lines ?? [];
  return {
    status: 'ready',
    errorText: null,
    retryLoad: nothing,
    text: '',
    setText: nothing,
    busy: 'idle',
    busyDetail: '',
    lines,
    weightUnit: 'lb',
    message: null,
    ...tally(lines),
    checkPasted: nothing,
    chooseFile: nothing,
    edit: nothing,
    recheck: nothing,
    useSuggestion: nothing,
    remove: nothing,
    addToCart: nothing,
    downloadTemplate: nothing,
    ...over,
  };
}

/** Live, over a fake backend: paste the ten lines (pre-filled) and check them. */
export const Empty: Story = () => (
  <Demo>
    <QuickOrder />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET cart/enableAddToCart': never }}>
    <QuickOrder />
  </Demo>
);

export const LoadFailed: Story = () => (
  <Demo routes={{ 'GET cart/enableAddToCart': () => ({ status: 500, body: { message: 'down' } }) }}>
    <QuickOrder />
  </Demo>
);

export const NoPurchaseRights: Story = () => (
  <Demo routes={quickOrderRoutes({ enable: { enabled: false, reason: 'NO_PURCHASE_RIGHTS' } })}>
    <QuickOrder />
  </Demo>
);

/** A Korean page hides the cart: the element renders nothing at all. */
export const CartHidden: Story = () => (
  <Demo country="kr" lang="ko">
    <p>Nothing below this line: the cart is hidden on Korean pages.</p>
    <QuickOrder />
  </Demo>
);

export const Checking: Story = () => (
  <Demo>
    <QuickOrderView
      state={stateOf({
        text: TEN_LINES,
        busy: 'checking',
        busyDetail: '10',
        lines: toLines(parsePasted(TEN_LINES, 'us')).map((l) => ({ ...l, checking: true })),
      })}
    />
  </Demo>
);

/** Partial: eight lines ready, one quantity to fix (with "Use 10"), one unknown. */
export const Checked: Story = () => (
  <Demo>
    <QuickOrderView state={stateOf({ text: TEN_LINES, lines: checkedLines() })} />
  </Demo>
);

export const Unreadable: Story = () => (
  <Demo>
    <QuickOrderView
      state={stateOf({ lines: checkedLines('100001 1,5\n100002\n; 4\n100003 x', 'us') })}
    />
  </Demo>
);

export const CheckFailed: Story = () => (
  <Demo>
    <QuickOrderView
      state={stateOf({
        lines: toLines(parsePasted('100001 40', 'us')),
        message: {
          tone: 'error',
          text: 'The lines could not be checked. The service is not available right now.',
          retry: nothing,
        },
      })}
    />
  </Demo>
);

export const Added: Story = () => (
  <Demo>
    <QuickOrderView
      state={stateOf({
        lines: checkedLines('999999 3'),
        message: {
          tone: 'success',
          text: '9 lines added to the cart. The lines that need attention stay here.',
        },
      })}
    />
  </Demo>
);

export const Adding: Story = () => (
  <Demo>
    <QuickOrderView
      state={stateOf({ busy: 'adding', lines: checkedLines('100001 40\n100002 20') })}
    />
  </Demo>
);

/** Guatemala in Spanish: weights in quintals (qq). */
export const GuatemalaSpanish: Story = () => (
  <Demo country="gt" lang="es">
    <QuickOrderView
      state={stateOf({ lines: checkedLines('100001\t40\n100002\t12\n100005\t3', 'gt') })}
    />
  </Demo>
);

export const Portuguese: Story = () => (
  <Demo lang="pt">
    <QuickOrderView state={stateOf({ lines: checkedLines() })} />
  </Demo>
);

export const Narrow: Story = () => (
  <Demo>
    <div style={{ maxWidth: 360 }}>
      <QuickOrderView state={stateOf({ lines: checkedLines() })} />
    </div>
  </Demo>
);

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig } from '@anp/core';
import { Orders } from './orders';
import { OrdersView } from './orders.view';
import { DEFAULT_LIST_STATE, type ListState } from './model/filters';
import type { OrdersList } from './use-orders-data';
import {
  EMPTY_SCENE,
  MX_SCENE,
  TOO_BIG,
  US_INVOICED,
  US_SCENE,
  failing,
  never,
  ordersBackend,
  ordersRoutes,
  type OrdersRoutes,
  type OrdersScene,
} from './fixtures';

export default { title: 'Orders' };

type Start = 'export' | 'zip';

interface DemoProps {
  scene: OrdersScene;
  routes?: OrdersRoutes;
  /** Presses Export PDF, or selects three rows and presses Download documents, once loaded. */
  start?: Start;
  delayMs?: number;
}

/** Finds a button by its text in the story, once it is enabled. */
function buttonNamed(root: HTMLElement, pattern: RegExp): HTMLButtonElement | null {
  return (
    [...root.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => pattern.test(b.textContent ?? '') && !b.disabled,
    ) ?? null
  );
}

/** Starts the long task a story shows, as a user would, once the first rows are there. */
function useStart(root: RefObject<HTMLElement | null>, start: Start | undefined) {
  useEffect(() => {
    if (!start) return undefined;
    let done = false;
    const timer = setInterval(() => {
      const node = root.current;
      if (!node || done) return;
      if (start === 'export') {
        const button = buttonNamed(node, /^Export PDF$/);
        if (!button) return;
        done = true;
        button.click();
        return;
      }
      const boxes = [
        ...node.querySelectorAll<HTMLInputElement>('[role="row"] input[type="checkbox"]'),
      ];
      const rowBoxes = boxes.filter((b) => !b.closest('[role="columnheader"]'));
      if (rowBoxes.length < 3) return;
      done = true;
      rowBoxes.slice(0, 3).forEach((box) => box.click());
      setTimeout(() => buttonNamed(node, /^Download documents/)?.click(), 50);
    }, 100);
    return () => clearInterval(timer);
  }, [root, start]);
}

/** The list over the in-memory orders service; navigation and cart events are shown under it. */
function Demo({ scene, routes, start, delayMs = 150 }: DemoProps) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: scene.country, lang: scene.lang ?? 'en' }, {});
    const backend = ordersBackend(config, ordersRoutes(scene, routes), { delayMs });
    return { config, backend, cache: new Map() };
  });
  const [events, setEvents] = useState<string[]>([]);
  const root = useRef<HTMLElement>(null);
  useStart(root, start);
  useEffect(() => {
    const onNavigate = (event: Event) => {
      event.preventDefault();
      const { path } = (event as CustomEvent<{ path: string }>).detail;
      setEvents((e) => [...e, `Would navigate to ${path}`]);
    };
    const onCart = (event: Event) => {
      const { count } = (event as CustomEvent<{ count?: number }>).detail;
      setEvents((e) => [...e, `anp-cart-changed: ${count ?? '?'} lines in the cart`]);
    };
    window.addEventListener('anp-navigate', onNavigate);
    window.addEventListener('anp-cart-changed', onCart);
    return () => {
      window.removeEventListener('anp-navigate', onNavigate);
      window.removeEventListener('anp-cart-changed', onCart);
    };
  }, []);
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <main ref={root} style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
        <Orders />
        {events.length > 0 && (
          <ul style={{ fontFamily: 'system-ui', fontSize: 14 }}>
            {events.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </main>
    </KitRoot>
  );
}

export const UnitedStates: Story = () => <Demo scene={US_SCENE} />;

export const MexicoSpanishCancelledInvoices: Story = () => <Demo scene={MX_SCENE} />;

export const NoOrders: Story = () => <Demo scene={EMPTY_SCENE} />;

export const LoadFailed: Story = () => (
  <Demo scene={US_SCENE} routes={{ 'GET orders/ordersandmemos': failing }} />
);

export const Loading: Story = () => (
  <Demo scene={US_SCENE} routes={{ 'GET orders/ordersandmemos': never }} />
);

/** The export's pages: the first two answer, the rest never do. */
function slowExport(): OrdersRoutes {
  const list = ordersRoutes(US_SCENE)['GET orders/ordersandmemos']!;
  let pages = 0;
  return {
    'GET orders/ordersandmemos': (call) => {
      if (call.query.get('limit') !== '500') return list(call);
      pages += 1;
      return pages > 2 ? never() : list(call);
    },
  };
}

/** Documents: the first two arrive, the rest never do. */
function slowDocuments(): OrdersRoutes {
  const download = ordersRoutes(US_SCENE)['GET */download']!;
  let answered = 0;
  return {
    'GET */download': (call) => {
      answered += 1;
      return answered > 2 ? never() : download(call);
    },
  };
}

/** Invoiced orders only: each has its invoice, packing list and certificate of analysis. */
const INVOICED_SCENE: OrdersScene = { ...US_SCENE, rows: US_INVOICED };

/** The export of the whole list fetches its pages; the third page never answers here. */
export const ExportInProgress: Story = () => (
  <Demo scene={US_SCENE} start="export" routes={slowExport()} />
);

/** documents.zip of three orders: two documents arrive, the third never does. */
export const DocumentsZipInProgress: Story = () => (
  <Demo scene={INVOICED_SCENE} start="zip" routes={slowDocuments()} />
);

/** One document of the selection is too big to download: it is listed, the rest arrive. */
export const DocumentsZipWithAFailure: Story = () => {
  const first = US_INVOICED[0];
  return (
    <Demo
      start="zip"
      scene={{
        ...INVOICED_SCENE,
        failingDocuments: first ? { [`${first.orderNumber}:invoice`]: TOO_BIG } : {},
      }}
    />
  );
};

export const NarrowPhone: Story = () => <Demo scene={US_SCENE} />;
NarrowPhone.meta = { width: 375 };

/** The view alone, from its props: the list's state as the behaviour would hand it over. */
function ViewDemo({ list }: { list: Partial<OrdersList> }) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    return { config, backend: ordersBackend(config, ordersRoutes(US_SCENE)), cache: new Map() };
  });
  const [state, setState] = useState<ListState>(DEFAULT_LIST_STATE);
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
        <OrdersView
          state={state}
          onStateChange={setState}
          headingLevel={2}
          list={{
            rows: [],
            total: null,
            loading: false,
            stale: false,
            loadingMore: false,
            error: null,
            noAccount: false,
            hasMore: false,
            loadMore: () => {},
            retry: () => {},
            ...list,
          }}
        />
      </main>
    </KitRoot>
  );
}

export const ViewNoAccount: Story = () => <ViewDemo list={{ noAccount: true }} />;

export const ViewThreeRows: Story = () => (
  <ViewDemo list={{ rows: US_SCENE.rows.slice(0, 3), total: 3 }} />
);

export const ViewFailure: Story = () => (
  <ViewDemo list={{ error: new PortalError({ code: 'TIMEOUT' }) }} />
);

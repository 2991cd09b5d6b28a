import type { Story } from '@ladle/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { KitRoot, resolveConfig } from '@anp/core';
import { demoColumns, demoOrderKey, demoOrders, type DemoOrder } from './demo-rows';
import { DataTable, type DataTableProps, type SortState } from './index';

export default { title: 'UI / Data table' };

const amountOf = (o: DemoOrder) => o.amount;

/** Sorting as a caller does it: the table only asks. */
function sortOrders(rows: DemoOrder[], sort: SortState | null): DemoOrder[] {
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  const value = (o: DemoOrder): string | number =>
    sort.columnId === 'amount'
      ? amountOf(o)
      : sort.columnId === 'status'
        ? o.status
        : sort.columnId === 'orderDate'
          ? o.orderDate
          : o.orderNumber;
  return [...rows].sort((a, b) =>
    value(a) < value(b) ? -factor : value(a) > value(b) ? factor : 0,
  );
}

type DemoProps = Partial<DataTableProps<DemoOrder>> & { count?: number };

/** An orders list: the table, sorted by its caller, and what the caller sees happen. */
function Demo({ count = 50, ...props }: DemoProps) {
  const all = useMemo(() => demoOrders(count), [count]);
  const [sort, setSort] = useState<SortState | null>({
    columnId: 'orderNumber',
    direction: 'desc',
  });
  const [log, setLog] = useState('');
  const rows = useMemo(() => sortOrders(all, sort), [all, sort]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', padding: '1rem' }}>
      <DataTable
        label="Orders"
        rows={rows}
        columns={demoColumns}
        rowKey={demoOrderKey}
        sort={sort}
        onSortChange={setSort}
        emptyLabel="No orders match these filters."
        onRowActivate={(o) => setLog(`Opened order ${o.orderNumber}`)}
        {...props}
      />
      <p role="log" style={{ margin: 0, fontSize: '0.875rem' }}>
        {log || 'Press Enter on a row to open it.'}
      </p>
    </div>
  );
}

export const FiftyRows: Story = () => <Demo />;

/** 10,000 rows: only the rows in view are in the DOM (inspect the grid while scrolling). */
export const TenThousandRows: Story = () => <Demo count={10_000} />;

export const HundredThousandRows: Story = () => <Demo count={100_000} />;

function OrderLines({ order }: { order: DemoOrder }) {
  const lines = 1 + (Number(order.orderNumber) % 4);
  return (
    <div>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
        {order.kind === 'Credit memo' ? 'Memo' : 'Products'} of {order.orderNumber}
      </p>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {Array.from({ length: lines }, (_, i) => (
          <li key={i}>
            Feed product {i + 1}: {(i + 1) * 20} bags
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each row opens its product lines (Right and Left arrows too); child rows differ in height. */
export const Expandable: Story = () => (
  <Demo count={1_000} renderChild={(o) => <OrderLines order={o} />} />
);

function WithActionsAndSelectionDemo() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [log, setLog] = useState('');
  return (
    <>
      <Demo
        count={500}
        selected={selected}
        onSelectedChange={setSelected}
        rowActions={(o) => [
          { id: 'view', label: 'View details', onSelect: () => setLog(`View ${o.orderNumber}`) },
          {
            id: 'invoice',
            label: 'Download invoice',
            disabled: o.status !== 'Invoiced',
            onSelect: () => setLog(`Invoice of ${o.orderNumber}`),
          },
          { id: 'again', label: 'Order again', onSelect: () => setLog(`Again ${o.orderNumber}`) },
        ]}
        renderChild={(o) => <OrderLines order={o} />}
      />
      <p style={{ margin: '0 1rem', fontSize: '0.875rem' }}>
        {selected.size} selected. {log}
      </p>
    </>
  );
}

/** A "More actions" button per row; right-click and Shift+F10 open the same menu. */
export const WithActionsAndSelection: Story = () => <WithActionsAndSelectionDemo />;

export const Empty: Story = () => <Demo count={0} />;

export const Loading: Story = () => <Demo count={0} loading />;

function PagedDemo() {
  const total = 3_412;
  const all = useMemo(() => demoOrders(total), []);
  const [loaded, setLoaded] = useState(200);
  const [loading, setLoading] = useState(false);
  const rows = useMemo(() => all.slice(0, loaded), [all, loaded]);
  const next = useCallback(() => {
    if (loaded >= total) return;
    setLoading(true);
    setTimeout(() => {
      setLoaded((n) => Math.min(total, n + 200));
      setLoading(false);
    }, 600);
  }, [loaded]);
  return (
    <div style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
      <p style={{ margin: 0 }}>
        Showing {rows.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <DataTable
        label="Orders"
        rows={rows}
        rowCount={total}
        columns={demoColumns}
        rowKey={demoOrderKey}
        emptyLabel="No orders."
        loading={loading}
        onEndReached={loaded < total ? next : undefined}
      />
    </div>
  );
}

/** Pages of 200 load as the end comes near; the grid says the list has 3,412 rows. */
export const LoadingMorePages: Story = () => <PagedDemo />;

/** A phone: Type, Order date, PO, Ship method and Weight drop out; no sideways page scroll. */
export const Narrow: Story = () => (
  <Demo
    count={200}
    renderChild={(o) => <OrderLines order={o} />}
    rowActions={() => [
      { id: 'view', label: 'View details', onSelect: () => undefined },
      { id: 'again', label: 'Order again', onSelect: () => undefined },
    ]}
  />
);
Narrow.meta = { width: 375 };

function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [config] = useState(() => resolveConfig({ country: 'us', lang: 'en' }, {}));
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  // Ladle copies CSSOM rules into its own head, out of the shadow root; text style tags stay.
  return (
    <div ref={ref}>
      {root &&
        createPortal(
          <StyleSheetManager target={root} disableCSSOMInjection>
            <KitRoot config={config} shadowRoot={root}>
              {children}
            </KitRoot>
          </StyleSheetManager>,
          root,
        )}
    </div>
  );
}

/** As inside a custom element: the menu, its styles and focus stay in the shadow root. */
export const InsideAShadowRoot: Story = () => (
  <ShadowHost>
    <Demo
      count={100}
      rowActions={(o) => [
        { id: 'view', label: `View ${o.orderNumber}`, onSelect: () => undefined },
      ]}
    />
  </ShadowHost>
);

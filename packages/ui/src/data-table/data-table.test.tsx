import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, registeredNamespaces, resolveConfig, translationProblems } from '@anp/core';
import { getActiveElement } from '../dom';
import {
  DATA_TABLE_NAMESPACE,
  DataTable,
  type Column,
  type DataTableProps,
  type SortState,
} from './index';

interface Order {
  orderNumber: string;
  status: string;
  amount: number;
  po: string;
}

const makeOrders = (count: number): Order[] =>
  Array.from({ length: count }, (_, i) => ({
    orderNumber: String(100000 + i),
    status: i % 3 === 0 ? 'Invoiced' : 'Open',
    amount: 1000 + i,
    po: `PO-${i}`,
  }));

const columns: Column<Order>[] = [
  { id: 'orderNumber', header: 'Order number', cell: (o) => o.orderNumber, sortable: true },
  { id: 'status', header: 'Status', cell: (o) => o.status },
  {
    id: 'amount',
    header: 'Amount',
    cell: (o) => `$${o.amount.toFixed(2)}`,
    sortable: true,
    align: 'end',
  },
  { id: 'po', header: 'PO', cell: (o) => o.po, hideBelow: 768 },
];

const orderKey = (o: Order) => o.orderNumber;

type Props = Partial<DataTableProps<Order>>;

function renderTable(props: Props = {}, market: { lang?: string } = {}) {
  const user = userEvent.setup();
  const view = render(
    <KitRoot
      config={resolveConfig({ country: 'us', lang: market.lang ?? 'en' }, {})}
      swrCache={new Map()}
    >
      <button type="button">Before</button>
      <DataTable
        label="Orders"
        rows={makeOrders(5)}
        columns={columns}
        rowKey={orderKey}
        emptyLabel="No orders match these filters."
        {...props}
      />
      <button type="button">After</button>
    </KitRoot>,
  );
  return { user, ...view };
}

const grid = () => {
  const found = document.querySelector<HTMLElement>('[role="grid"], [role="treegrid"]');
  if (!found) throw new Error('No grid rendered');
  return found;
};
/** Data rows (not the header, not child rows), as rendered. */
const dataRows = () =>
  Array.from(grid().querySelectorAll<HTMLElement>('[role="row"][data-line]')).filter(
    (row) => !row.hasAttribute('data-child-key'),
  );
/** A row, found by its row header (the order number). */
const row = (orderNumber: string) => {
  const found = screen.getByRole('rowheader', { name: orderNumber }).closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`No row ${orderNumber}`);
  return found;
};
const focused = () => getActiveElement(document);
const focusedRowNumber = () =>
  (focused()?.closest('[data-line]') as HTMLElement | null)?.getAttribute('aria-rowindex');

/** jsdom has no layout: the scroll area says it is 480 px tall (ten 48 px rows). */
function mockViewport(height = 480) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

function scrollTo(top: number) {
  const scroller = grid().parentElement as HTMLElement;
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

describe('given a table of orders', () => {
  it('is a grid named by its label, with headers and one row per order', () => {
    renderTable();
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(table.getAttribute('aria-rowcount')).toBe('6');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order number', 'Status', 'Amount', 'PO']);
    expect(dataRows().map((r) => r.getAttribute('aria-rowindex'))).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const first = row('100000');
    expect(within(first).getByRole('rowheader').textContent).toBe('100000');
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['Invoiced', '$1000.00', 'PO-0']);
  });

  it('renders cell content as text, never as HTML', () => {
    renderTable({
      rows: [{ orderNumber: '<b>1</b>', status: '<img src=x>', amount: 1, po: '' }],
    });
    expect(screen.getByRole('rowheader').textContent).toBe('<b>1</b>');
    expect(grid().querySelector('img, b')).toBeNull();
  });

  it('has one Tab stop in the body: Tab goes from the sort buttons to the first row, then out', async () => {
    const { user } = renderTable();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Order number' }));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Amount' }));
    await user.tab();
    expect(focused()).toBe(row('100000'));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
  });
});

describe('given sortable columns', () => {
  function SortHarness({ onSortChange }: { onSortChange(sort: SortState): void }) {
    const [sort, setSort] = useState<SortState | null>(null);
    return (
      <DataTable
        label="Orders"
        rows={makeOrders(3)}
        columns={columns}
        rowKey={orderKey}
        emptyLabel="None"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange(next);
        }}
      />
    );
  }

  it('asks for ascending first, then descending, and marks the sorted header', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <SortHarness onSortChange={onSortChange} />
      </KitRoot>,
    );
    const amount = screen.getByRole('button', { name: 'Amount' });
    const header = amount.closest('[role="columnheader"]') as HTMLElement;
    expect(header.hasAttribute('aria-sort')).toBe(false);

    await user.click(amount);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'asc' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('status').textContent).toBe('Sorted by Amount, ascending');

    await user.click(amount);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'desc' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('Sorted by Amount, descending');

    await user.click(screen.getByRole('button', { name: 'Order number' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'orderNumber', direction: 'asc' });
    expect(header.hasAttribute('aria-sort')).toBe(false);
  });

  it('a column that is not sortable has a plain heading', () => {
    renderTable({ sort: { columnId: 'amount', direction: 'desc' } });
    expect(screen.queryByRole('button', { name: 'Status' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });
});

describe('given expandable rows', () => {
  const renderChild = (o: Order) => <p>Lines of order {o.orderNumber}</p>;

  it('a disclosure button per row opens and closes its child row', async () => {
    const onExpandedChange = vi.fn();
    const { user } = renderTable({ renderChild, onExpandedChange });
    const table = screen.getByRole('treegrid', { name: 'Orders' });
    const button = screen.getByRole('button', { name: 'Details for 100001' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(row('100001').getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    // The same button, still focused: opening a row does not re-create it.
    expect(focused()).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const child = screen.getByText('Lines of order 100001').closest('[role="row"]') as HTMLElement;
    expect(button.getAttribute('aria-controls')).toBe(child.id);
    expect(child.getAttribute('aria-rowindex')).toBe('4');
    expect(child.getAttribute('aria-level')).toBe('2');
    expect(row('100002').getAttribute('aria-rowindex')).toBe('5');
    expect(table.getAttribute('aria-rowcount')).toBe('7');
    expect([...(onExpandedChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['100001']);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByText('Lines of order 100001')).toBeNull();
    expect([...(onExpandedChange.mock.lastCall?.[0] as Set<string>)]).toEqual([]);
  });

  it('shows the child rows its parent says are open (controlled)', () => {
    renderTable({ renderChild, expanded: new Set(['100003']) });
    expect(screen.getByText('Lines of order 100003')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Details for 100003' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('rows that cannot open have no disclosure button', () => {
    renderTable({ renderChild, isExpandable: (o) => o.status === 'Invoiced' });
    expect(screen.getByRole('button', { name: 'Details for 100000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Details for 100001' })).toBeNull();
    expect(row('100001').hasAttribute('aria-expanded')).toBe(false);
  });

  it('Right arrow opens a row, Down enters its child row, Left goes back and closes it', async () => {
    const { user } = renderTable({ renderChild });
    row('100000').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Lines of order 100000')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(focused()?.getAttribute('data-child-key')).toBe('100000');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(row('100001'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe(row('100000'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByText('Lines of order 100000')).toBeNull();
  });
});

describe('given selectable rows', () => {
  function SelectHarness({
    onSelectedChange,
  }: {
    onSelectedChange(keys: ReadonlySet<string>): void;
  }) {
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
    return (
      <DataTable
        label="Orders"
        rows={makeOrders(3)}
        columns={columns}
        rowKey={orderKey}
        emptyLabel="None"
        selected={selected}
        onSelectedChange={(next) => {
          setSelected(next);
          onSelectedChange(next);
        }}
      />
    );
  }

  function setup() {
    const onSelectedChange = vi.fn();
    const user = userEvent.setup();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <SelectHarness onSelectedChange={onSelectedChange} />
      </KitRoot>,
    );
    const keys = () => [...(onSelectedChange.mock.lastCall?.[0] as Set<string>)].sort();
    return { user, onSelectedChange, keys };
  }

  it('a checkbox named by its row selects one row', async () => {
    const { user, keys } = setup();
    expect(grid().getAttribute('aria-multiselectable')).toBe('true');
    const box = screen.getByRole('checkbox', { name: 'Select 100001' });
    await user.click(box);
    expect(keys()).toEqual(['100001']);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(row('100001').getAttribute('aria-selected')).toBe('true');
    expect(row('100000').getAttribute('aria-selected')).toBe('false');
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(box);
    expect(keys()).toEqual([]);
  });

  it('the header checkbox selects all rows, then none', async () => {
    const { user, keys } = setup();
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    await user.click(all);
    expect(keys()).toEqual(['100000', '100001', '100002']);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    await user.click(all);
    expect(keys()).toEqual([]);
  });

  it('Space on a focused row toggles it', async () => {
    const { user, keys } = setup();
    row('100002').focus();
    await user.keyboard(' ');
    expect(keys()).toEqual(['100002']);
  });
});

describe('given row actions', () => {
  const view = vi.fn();
  const cancel = vi.fn();
  const rowActions = (o: Order) => [
    { id: 'view', label: 'View details', onSelect: () => view(o.orderNumber) },
    {
      id: 'invoice',
      label: 'Download invoice',
      onSelect: vi.fn(),
      disabled: o.status !== 'Invoiced',
    },
    { id: 'cancel', label: 'Cancel order', onSelect: () => cancel(o.orderNumber) },
  ];
  beforeEach(() => {
    view.mockReset();
    cancel.mockReset();
  });

  it('a "More actions" button opens the row’s menu; arrows move, Enter chooses, focus returns', async () => {
    const { user } = renderTable({ rowActions });
    const button = screen.getByRole('button', { name: 'More actions for 100001' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(button);
    // (The menu's code loads on first open.)
    const menu = await screen.findByRole('menu', { name: 'Actions for 100001' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['View details', 'Download invoice', 'Cancel order']);
    expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'View details' }));
    await user.keyboard('{ArrowDown}');
    expect(focused()?.textContent).toBe('Download invoice');
    expect(focused()?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBe(menu);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()?.textContent).toBe('View details');
    await user.keyboard('{End}{Enter}');
    expect(cancel).toHaveBeenCalledWith('100001');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the menu and gives focus back; a letter jumps to an item', async () => {
    const { user } = renderTable({ rowActions });
    const button = screen.getByRole('button', { name: 'More actions for 100000' });
    await user.click(button);
    await screen.findByRole('menu', { name: 'Actions for 100000' });
    await user.keyboard('c');
    expect(focused()?.textContent).toBe('Cancel order');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(button);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('a right-click on a row opens its menu at the pointer; Escape gives focus to the row', async () => {
    // jsdom lays nothing out: give the viewport the size Floating UI places the menu in.
    const root = document.documentElement;
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(768);
    const { user } = renderTable({ rowActions });
    const target = within(row('100002')).getByText('Open');
    fireEvent.contextMenu(target, { clientX: 120, clientY: 200 });
    const menu = await screen.findByRole('menu', { name: 'Actions for 100002' });
    await waitFor(() => expect([menu.style.left, menu.style.top]).toEqual(['120px', '200px']));
    await waitFor(() => expect(focused()?.textContent).toBe('View details'));
    await user.keyboard('{Escape}');
    expect(focused()).toBe(row('100002'));
  });

  it.each([
    ['Shift+F10', '{Shift>}{F10}{/Shift}'],
    ['the context menu key', '{ContextMenu}'],
  ])('%s on a focused row opens its menu', async (_, keys) => {
    const { user } = renderTable({ rowActions });
    row('100000').focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(keys);
    expect(await screen.findByRole('menu', { name: 'Actions for 100001' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(view).toHaveBeenCalledWith('100001');
    expect(focused()).toBe(row('100001'));
  });

  it('a press outside closes the menu without choosing', async () => {
    const { user } = renderTable({ rowActions });
    await user.click(screen.getByRole('button', { name: 'More actions for 100000' }));
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(view).not.toHaveBeenCalled();
  });
});

describe('given no rows', () => {
  it('shows the empty label in a row of the grid', () => {
    renderTable({ rows: [] });
    const cell = screen.getByRole('gridcell', { name: 'No orders match these filters.' });
    expect(cell.getAttribute('aria-colspan')).toBe('4');
    expect(grid().getAttribute('aria-rowcount')).toBe('2');
    expect(grid().hasAttribute('aria-busy')).toBe(false);
  });

  it('while loading is busy, shows skeleton rows and says it is loading, not the empty label', () => {
    renderTable({ rows: [], loading: true });
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No orders match these filters.')).toBeNull();
    expect(grid().querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('while loading more rows keeps the rows and says more are coming', () => {
    renderTable({ loading: true });
    expect(dataRows()).toHaveLength(5);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading more rows…');
  });
});

describe('given 10,000 rows', () => {
  const many = makeOrders(10_000);

  it('renders only a window of rows, and the window follows the scroll', () => {
    mockViewport();
    renderTable({ rows: many });
    expect(grid().getAttribute('aria-rowcount')).toBe('10001');
    const first = dataRows();
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThanOrEqual(30);
    expect(first[0]?.getAttribute('aria-rowindex')).toBe('2');

    act(() => scrollTo(48 * 5000));
    const middle = dataRows()
      .map((r) => Number(r.getAttribute('aria-rowindex')))
      .filter((n) => n > 2);
    expect(middle.length).toBeLessThanOrEqual(30);
    expect(Math.min(...middle)).toBeGreaterThan(4990);
    expect(Math.max(...middle)).toBeLessThan(5030);
    expect(screen.getByRole('row', { name: /^105000\b/ }).style.top).toBe(`${48 * 5000}px`);
  });

  it('says the real size of the whole list when only pages of it are loaded', () => {
    mockViewport();
    renderTable({ rows: many.slice(0, 200), rowCount: 3412 });
    expect(grid().getAttribute('aria-rowcount')).toBe('3413');
  });

  it('End goes to the last row and Home back to the first, with focus on each', async () => {
    mockViewport();
    const { user } = renderTable({ rows: many });
    row('100000').focus();
    await user.keyboard('{End}');
    expect(focused()).toBe(row('109999'));
    expect(focusedRowNumber()).toBe('10001');
    expect(dataRows().length).toBeLessThanOrEqual(30);
    await user.keyboard('{Home}');
    expect(focused()).toBe(row('100000'));
  });

  it('Page Down and Page Up move by a viewport of rows', async () => {
    mockViewport();
    const { user } = renderTable({ rows: many });
    row('100000').focus();
    await user.keyboard('{PageDown}');
    expect(focusedRowNumber()).toBe('11'); // 480 px show 10 rows: move 9
    await user.keyboard('{PageDown}{PageDown}');
    expect(focusedRowNumber()).toBe('29');
    await user.keyboard('{PageUp}');
    expect(focusedRowNumber()).toBe('20');
  });

  it('keeps the focused row while the user scrolls it out of view', () => {
    mockViewport();
    renderTable({ rows: many });
    row('100003').focus();
    act(() => scrollTo(48 * 8000));
    expect(focused()).toBe(row('100003'));
  });
});

describe('given the keyboard in the rows', () => {
  it('arrows move between rows and into cells; a cell’s control takes the focus', async () => {
    const onRowActivate = vi.fn();
    const { user } = renderTable({
      onRowActivate,
      onSelectedChange: vi.fn(),
      selected: new Set(),
    });
    row('100000').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(row('100002'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(row('100001'));
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: '100001' }));

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(screen.getByRole('checkbox', { name: 'Select 100001' }));
    await user.keyboard('{ArrowRight}');
    expect(focused()?.getAttribute('role')).toBe('rowheader');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused()?.textContent).toBe('Open');
    expect(focusedRowNumber()).toBe('4');
    await user.keyboard('{End}');
    expect(focused()?.textContent).toBe('PO-2');
    await user.keyboard('{Home}');
    expect(focused()).toBe(screen.getByRole('checkbox', { name: 'Select 100002' }));
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(row('100002'));
  });

  it('only the focused row or cell is in the Tab order', async () => {
    const { user } = renderTable({
      rowActions: () => [{ id: 'a', label: 'A', onSelect: vi.fn() }],
    });
    row('100000').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{End}');
    const more = screen.getByRole('button', { name: 'More actions for 100001' });
    expect(focused()).toBe(more);
    const tabbable = Array.from(
      grid().querySelectorAll<HTMLElement>('[data-line], [data-line] button, [data-col]'),
    ).filter((element) => element.tabIndex >= 0);
    expect(tabbable).toEqual([more]);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(focused()).toBe(more);
  });

  it('keeps focus at the same position when the rows are replaced (a new sort)', async () => {
    const user = userEvent.setup();
    const table = (rows: Order[]) => (
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <DataTable
          label="Orders"
          rows={rows}
          columns={columns}
          rowKey={orderKey}
          emptyLabel="None"
        />
        <button type="button">After</button>
      </KitRoot>
    );
    const orders = makeOrders(5);
    const { rerender } = render(table(orders));
    row('100000').focus();
    await user.keyboard('{ArrowDown}');
    rerender(table([...orders].reverse()));
    expect(focused()).toBe(row('100003'));

    // Focus that left the table is not pulled back by the next rows.
    await user.click(screen.getByRole('button', { name: 'After' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    rerender(table(orders));
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('a click on a row makes it the Tab stop', async () => {
    const { user } = renderTable();
    await user.click(within(row('100003')).getByText('PO-3'));
    expect(focused()).toBe(row('100003'));
    expect(row('100003').tabIndex).toBe(0);
    expect(row('100000').tabIndex).toBe(-1);
  });
});

describe('given onEndReached', () => {
  it('is called once when the first page does not fill the viewport', () => {
    mockViewport();
    const onEndReached = vi.fn();
    renderTable({ rows: makeOrders(8), onEndReached });
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('is called when the scroll nears the end, once per number of rows, never while loading', () => {
    mockViewport();
    const onEndReached = vi.fn();
    const rows = makeOrders(200);
    const { rerender } = renderTable({ rows, onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => scrollTo(48 * 150));
    expect(onEndReached).toHaveBeenCalledTimes(0);
    act(() => scrollTo(48 * 185));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    act(() => scrollTo(48 * 190));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    const more = makeOrders(220);
    rerender(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <DataTable
          label="Orders"
          rows={more}
          columns={columns}
          rowKey={orderKey}
          emptyLabel="None"
          loading
          onEndReached={onEndReached}
        />
      </KitRoot>,
    );
    act(() => scrollTo(48 * 210));
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });
  it('is called again for a new list of the same length (other filters)', () => {
    mockViewport();
    const onEndReached = vi.fn();
    const table = (rows: Order[]) => (
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <DataTable
          label="Orders"
          rows={rows}
          columns={columns}
          rowKey={orderKey}
          emptyLabel="None"
          onEndReached={onEndReached}
        />
      </KitRoot>
    );
    const { rerender } = render(table(makeOrders(8)));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(table(makeOrders(8)));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(table(makeOrders(9).slice(1)));
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });
});

describe('given a narrow screen', () => {
  it('leaves out the columns hidden below its width', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: Number(/(\d+)px/.exec(query)?.[1]) <= 375,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderTable();
      expect(screen.queryByRole('columnheader', { name: 'PO' })).toBeNull();
      expect(within(row('100000')).getAllByRole('gridcell')).toHaveLength(2);
      expect(grid().getAttribute('aria-colcount')).toBe('3');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given accessibility checks', () => {
  it('has no axe violations with selection, child rows, actions and a sort', async () => {
    const { container, user } = renderTable({
      renderChild: (o) => <p>Lines of order {o.orderNumber}</p>,
      expanded: new Set(['100001']),
      selected: new Set(['100002']),
      onSelectedChange: vi.fn(),
      rowActions: () => [{ id: 'view', label: 'View details', onSelect: vi.fn() }],
      sort: { columnId: 'amount', direction: 'asc' },
      onSortChange: vi.fn(),
    });
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'More actions for 100000' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no axe violations when empty and when loading', async () => {
    const empty = renderTable({ rows: [] });
    expect((await axe.run(empty.container)).violations).toEqual([]);
    empty.unmount();
    const loading = renderTable({ rows: [], loading: true });
    expect((await axe.run(loading.container)).violations).toEqual([]);
  });
});

describe('given other languages', () => {
  it('has every key in en, es and pt with the same placeholders', () => {
    const bundle = registeredNamespaces().get(DATA_TABLE_NAMESPACE);
    expect(bundle && translationProblems(DATA_TABLE_NAMESPACE, bundle)).toEqual([]);
  });

  it('names its controls in Spanish', () => {
    renderTable(
      { onSelectedChange: vi.fn(), rowActions: () => [], renderChild: () => null },
      { lang: 'es' },
    );
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar 100000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más acciones de 100000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Detalles de 100000' })).toBeTruthy();
  });
});

describe('given a table inside a shadow root', () => {
  it('opens its menu inside the shadow root and gives focus back there', async () => {
    const host = document.createElement('anp-test-orders');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const onSelect = vi.fn();
    render(
      <KitRoot
        config={resolveConfig({ country: 'us', lang: 'en' }, {})}
        shadowRoot={shadow}
        host={host}
        swrCache={new Map()}
      >
        <DataTable
          label="Orders"
          rows={makeOrders(3)}
          columns={columns}
          rowKey={orderKey}
          emptyLabel="None"
          rowActions={() => [{ id: 'view', label: 'View details', onSelect }]}
        />
      </KitRoot>,
      { container: mount },
    );
    const user = userEvent.setup();
    const view = within(mount);
    const button = await view.findByRole('button', { name: 'More actions for 100001' });
    await user.click(button);
    const menu = await view.findByRole('menu', { name: 'Actions for 100001' });
    expect(shadow.contains(menu)).toBe(true);
    expect(shadow.activeElement?.textContent).toBe('View details');
    await user.keyboard('{Escape}');
    expect(shadow.activeElement).toBe(button);
    const firstRow = view.getByRole('row', { name: /^100000\b/ });
    firstRow.focus();
    await user.keyboard('{ArrowDown}');
    expect(shadow.activeElement).toBe(view.getByRole('row', { name: /^100001\b/ }));
    expect(shadow.querySelector('style')).not.toBeNull();
    host.remove();
  });
});

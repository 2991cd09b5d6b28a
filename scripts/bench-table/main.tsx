/**
 * The page scripts/bench-table.ts times: the orders table inside KitRoot with `?rows=N`
 * generated orders, on a fresh page (`?warm=1`: after React and the kit rendered once). Generating the rows is not rendering, so the clock starts after it, just
 * before React renders; it stops after the first frame that painted rows (an animation frame
 * that finds them in the DOM, then a message after that frame). The result is left on `window`.
 */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { KitRoot, resolveConfig } from '@anp/core';
import { Button } from '@anp/ui';
import { DataTable } from '@anp/ui/data-table';
import { demoColumns, demoOrderKey, demoOrders } from '@anp/ui/fixtures';

interface BenchWindow {
  benchResult?: { firstPaintMs: number; commitMs: number; rowsInDom: number };
}

let commitMs = 0;
/** Rendered after the table: its layout effect runs once the table's first render committed. */
function CommitProbe() {
  useLayoutEffect(() => {
    if (commitMs === 0) commitMs = performance.now() - started;
  }, []);
  return null;
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('rows') ?? '10000');
const rows = demoOrders(count);
const config = resolveConfig({ country: 'us', lang: 'en' }, {});
const mount = document.getElementById('root');
if (!mount) throw new Error('no #root');

const rowsInDom = () =>
  document.querySelectorAll('[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]')
    .length;

// `?warm=1`: React, styled-components and the kit have already rendered something on the page,
// as on the orders page (its header and filters are there before the table).
if (params.get('warm') === '1') {
  const warm = createRoot(document.createElement('div'));
  flushSync(() =>
    warm.render(
      <KitRoot config={config}>
        <p>Orders</p>
        <Button>Apply filters</Button>
      </KitRoot>,
    ),
  );
  warm.unmount();
}

performance.mark('table-render-start');
const started = performance.now();
// Rendered at once (flushSync): the clock measures the table, not the scheduler's first task.
const root = createRoot(mount);
flushSync(() =>
  root.render(
    <KitRoot config={config}>
      <DataTable
        label="Orders"
        rows={rows}
        columns={demoColumns}
        rowKey={demoOrderKey}
        sort={{ columnId: 'orderNumber', direction: 'desc' }}
        onSortChange={() => undefined}
        emptyLabel="No orders"
        rowActions={() => []}
        onSelectedChange={() => undefined}
        selected={new Set()}
      />
      <CommitProbe />
    </KitRoot>,
  ),
);

const waitForRows = () => {
  if (rowsInDom() === 0) {
    requestAnimationFrame(waitForRows);
    return;
  }
  // This frame paints the rows; the message arrives once it has.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    performance.mark('table-first-paint');
    (window as BenchWindow).benchResult = {
      firstPaintMs: performance.now() - started,
      commitMs,
      rowsInDom: rowsInDom(),
    };
  };
  channel.port2.postMessage(null);
};
requestAnimationFrame(waitForRows);

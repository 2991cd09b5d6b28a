/**
 * The page scripts/bench-table.ts times: the orders table inside KitRoot with `?rows=N`
 * generated orders. Generating the rows is not rendering, so the clock starts after it, just
 * before React renders; it stops after the first frame that painted rows (an animation frame
 * that finds them in the DOM, then a message after that frame). The result is left on `window`.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { KitRoot, resolveConfig } from '@anp/core';
import { DataTable } from '@anp/ui/data-table';
import { demoColumns, demoOrderKey, demoOrders } from '@anp/ui/data-table/demo-rows';

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

const count = Number(new URLSearchParams(location.search).get('rows') ?? '10000');
const rows = demoOrders(count);
const config = resolveConfig({ country: 'us', lang: 'en' }, {});
const mount = document.getElementById('root');
if (!mount) throw new Error('no #root');

const rowsInDom = () =>
  document.querySelectorAll('[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]')
    .length;

performance.mark('table-render-start');
const started = performance.now();
createRoot(mount).render(
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

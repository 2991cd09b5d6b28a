/**
 * The page scripts/bench-reports.ts times: <Reports> inside KitRoot over a fake backend that
 * answers at once with two years of monthly tons (24 bars), on a fresh page. The clock starts
 * just before React renders and stops after the first frame that painted all 24 bars: it includes
 * loading the charts' chunk (d3 and the kit's SVG) from the local build, as a page does. The
 * result is left on `window`.
 */
import { createRoot } from 'react-dom/client';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { Reports } from '@anp/reports';
import { reportsRoutes } from '@anp/reports/fixtures';

interface BenchWindow {
  benchResult?: { firstPaintMs: number; bars: number };
}

const config = resolveConfig({ country: 'us', lang: 'en' }, {});
const backend = fakeBackend(config, reportsRoutes());
const mount = document.getElementById('root');
if (!mount) throw new Error('no #root');

const bars = () => document.querySelectorAll('[role="group"] [data-point]').length;

const started = performance.now();
createRoot(mount).render(
  <KitRoot config={config} services={backend.services} swrCache={new Map()}>
    <Reports />
  </KitRoot>,
);

const waitForBars = () => {
  if (bars() < 24) {
    requestAnimationFrame(waitForBars);
    return;
  }
  // This frame paints the bars; the message arrives once it has.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    (window as BenchWindow).benchResult = {
      firstPaintMs: performance.now() - started,
      bars: bars(),
    };
  };
  channel.port2.postMessage(null);
};
requestAnimationFrame(waitForBars);

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  formatNumber,
  formatWeight,
  KitRoot,
  registeredNamespaces,
  resolveConfig,
  translationProblems,
} from '@anp/core';
import { getActiveElement } from '../dom';
import { Chart, ChartPanel, CHARTS_NAMESPACE, type ChartData, type ChartKind } from './index';

const months: ChartData = {
  categories: ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'],
  series: [{ key: 'tons', label: 'Tons', values: [12.5, 40, 1234.5, 0] }],
};

const statuses: ChartData = {
  categories: ['Open', 'In transit'],
  series: [
    { key: 'feed', label: 'Feed', values: [3, 1] },
    { key: 'pet', label: '<b>Pet</b>', values: [2, 5] },
  ],
};

function renderPanel(
  props: { kind?: ChartKind; data?: ChartData; stacked?: boolean } = {},
  market: { country?: string; lang?: string } = {},
) {
  const country = market.country ?? 'us';
  const user = userEvent.setup();
  const view = render(
    <KitRoot
      config={resolveConfig({ country, lang: market.lang ?? 'en' }, {})}
      swrCache={new Map()}
    >
      <button type="button">Before</button>
      <ChartPanel
        kind={props.kind ?? 'bar'}
        data={props.data ?? months}
        stacked={props.stacked}
        title="Tons ordered per month"
        categoryLabel="Month"
        formatValue={(v) => formatWeight(v, country, 't')}
        formatTick={(v) => formatNumber(v, country, 0)}
      />
    </KitRoot>,
  );
  return { user, ...view };
}

const focused = () => getActiveElement(document);
const points = () => Array.from(document.querySelectorAll<SVGGElement>('[data-point]'));

afterEach(() => vi.restoreAllMocks());

describe('given a bar chart of tons per month', () => {
  it('names the drawing and describes it: extent, highest, lowest, total, keys', async () => {
    renderPanel();
    const drawing = await screen.findByRole('group', { name: 'Tons ordered per month' });
    const summaryId = drawing.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(summaryId)?.textContent).toBe(
      'Bar chart with 4 values, from Jan 2026 to Apr 2026. Highest: Mar 2026, 1,234.50 t. ' +
        'Lowest: Apr 2026, 0.00 t. Total: 1,287.00 t. Use the arrow keys to move between values.',
    );
  });

  it('labels each value in the market format and draws the value axis in it', async () => {
    renderPanel({}, { country: 'br', lang: 'pt' });
    expect(await screen.findByRole('img', { name: 'Mar 2026, Tons: 1.234,50 t' })).toBeTruthy();
    const ticks = Array.from(document.querySelectorAll('.axis text')).map((n) => n.textContent);
    expect(ticks).toContain('1.000');
  });

  it('has one Tab stop; arrows move between values, Home and End to the ends', async () => {
    const { user } = renderPanel();
    await screen.findAllByRole('img');
    screen.getByRole('button', { name: 'Download CSV' }).focus();
    await user.tab();
    expect(focused()?.getAttribute('aria-label')).toBe('Jan 2026, Tons: 12.50 t');
    await user.keyboard('{ArrowRight}');
    expect(focused()?.getAttribute('aria-label')).toBe('Feb 2026, Tons: 40.00 t');
    await user.keyboard('{End}');
    expect(focused()?.getAttribute('aria-label')).toBe('Apr 2026, Tons: 0.00 t');
    await user.keyboard('{ArrowRight}');
    expect(focused()?.getAttribute('aria-label')).toBe('Apr 2026, Tons: 0.00 t');
    await user.keyboard('{Home}');
    expect(focused()?.getAttribute('aria-label')).toBe('Jan 2026, Tons: 12.50 t');
    expect(points().filter((p) => p.getAttribute('tabindex') === '0')).toHaveLength(1);
    // The focused value is also shown, for sighted keyboard users.
    expect(document.querySelector('[data-readout]')?.textContent).toBe('Jan 2026, Tons: 12.50 t');
    await user.keyboard('{ArrowRight}');
    await user.tab({ shift: true });
    expect(focused()?.textContent).toBe('Download CSV');
    await user.tab();
    // Back in, the last value visited is the Tab stop.
    expect(focused()?.getAttribute('aria-label')).toBe('Feb 2026, Tons: 40.00 t');
  });

  it('switches to a table of the same numbers and back', async () => {
    const { user } = renderPanel();
    const toggle = await screen.findByRole('button', { name: 'Table view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Tons ordered per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Month', 'Tons'],
      ['Jan 2026', '12.50 t'],
      ['Feb 2026', '40.00 t'],
      ['Mar 2026', '1,234.50 t'],
      ['Apr 2026', '0.00 t'],
      ['Total', '1,287.00 t'],
    ]);
    expect(screen.queryByRole('group', { name: 'Tons ordered per month' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('group', { name: 'Tons ordered per month' })).toBeTruthy();
  });

  it('downloads the numbers as a CSV file named after the title', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['tons-ordered-per-month.csv']);
    const bytes = new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]?.text()).toBe(
      'Month,Tons\r\nJan 2026,12.5\r\nFeb 2026,40\r\nMar 2026,1234.5\r\nApr 2026,0\r\n',
    );
  });

  it('says so when there is nothing to draw, with no tools', async () => {
    renderPanel({ data: { categories: [], series: [] } });
    expect((await screen.findByRole('status')).textContent).toBe('No data to show for this chart.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});

describe('given other kinds of chart', () => {
  it('stacks two series with a legend and renders server text as text', async () => {
    const { user } = renderPanel({ data: statuses, stacked: true });
    const legend = await screen.findByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Feed', '<b>Pet</b>']);
    expect(document.querySelector('b')).toBeNull();
    points()[0]?.focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()?.getAttribute('aria-label')).toBe('Open, <b>Pet</b>: 2.00 t');
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Feed', '<b>Pet</b>', 'Total']);
  });

  it('reads a donut slice with its share', async () => {
    renderPanel({ kind: 'donut', data: statuses });
    expect(await screen.findByRole('img', { name: 'Open: 3.00 t (75.0%)' })).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Tons ordered per month');
  });

  it('draws a line with a point per month', async () => {
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <Chart kind="line" data={statuses} title="Orders" formatValue={String} />
      </KitRoot>,
    );
    await screen.findAllByRole('img');
    expect(document.querySelectorAll('path')).toHaveLength(2);
    expect(points()).toHaveLength(4);
  });

  it.each(['bar', 'bar-horizontal', 'line', 'donut'] as const)(
    'has no axe violations as a %s chart and as a table',
    async (kind) => {
      const { user, container } = renderPanel({ kind, data: statuses });
      await screen.findAllByRole('img');
      expect((await axe.run(container)).violations).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Table view' }));
      expect((await axe.run(container)).violations).toEqual([]);
    },
  );
});

describe('given other languages', () => {
  it('has every key in every language with the same placeholders', () => {
    const bundle = registeredNamespaces().get(CHARTS_NAMESPACE);
    expect(bundle && translationProblems(CHARTS_NAMESPACE, bundle)).toEqual([]);
  });

  it('speaks Korean on a Korean page', async () => {
    renderPanel({}, { country: 'kr', lang: 'ko' });
    await waitFor(() => expect(screen.getByRole('button', { name: '표 보기' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'CSV 다운로드' })).toBeTruthy();
  });
});

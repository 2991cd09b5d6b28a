import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { formatMoney, formatNumber, formatWeight, KitRoot, resolveConfig } from '@anp/core';
import { ChartPanel, type ChartData } from './index';

export default { title: 'UI / Charts' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Two years of monthly tons, deterministic (no random numbers in stories). */
const tonsPerMonth: ChartData = {
  categories: Array.from(
    { length: 24 },
    (_v, i) => `${MONTHS[i % 12]} ${2025 + Math.floor(i / 12)}`,
  ),
  series: [
    {
      key: 'tons',
      label: 'Tons',
      values: Array.from({ length: 24 }, (_v, i) => 80 + ((i * 37) % 50) + (i % 12 < 3 ? 30 : 0)),
    },
  ],
};

const spendByCategory: ChartData = {
  categories: ['Swine feed', 'Poultry feed', 'Cattle feed', 'Premixes', 'Pet food'],
  series: [{ key: 'spend', label: 'Spend', values: [48250.5, 30110, 21500.75, 8800, 2400] }],
};

const openByStatus: ChartData = {
  categories: ['Received', 'Confirmed', 'In transit', 'Delivered late'],
  series: [
    { key: 'feed', label: 'Feed', values: [4, 7, 3, 1] },
    { key: 'premix', label: 'Premixes', values: [2, 1, 2, 0] },
  ],
};

const onTime: ChartData = {
  categories: tonsPerMonth.categories.slice(12),
  series: [
    { key: 'onTime', label: 'On time', values: [9, 11, 10, 12, 8, 10, 11, 9, 12, 10, 11, 13] },
    { key: 'late', label: 'Late', values: [1, 0, 2, 1, 3, 1, 0, 2, 1, 1, 0, 1] },
  ],
};

const tons = (v: number) => formatWeight(v, 'us', 't');
const whole = (v: number) => formatNumber(v, 'us', 0);
const usd = (v: number) => formatMoney(v, 'us');

const Page = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gap: '1rem', padding: '1rem', maxWidth: 900 }}>{children}</div>
);

export const BarTwoYears: Story = () => (
  <Page>
    <ChartPanel
      kind="bar"
      data={tonsPerMonth}
      title="Tons ordered per month"
      categoryLabel="Month"
      formatValue={tons}
      formatTick={whole}
    />
  </Page>
);

export const LineTwoSeries: Story = () => (
  <Page>
    <ChartPanel
      kind="line"
      data={onTime}
      title="On-time delivery"
      categoryLabel="Month"
      formatValue={whole}
    />
  </Page>
);

export const StackedBars: Story = () => (
  <Page>
    <ChartPanel
      kind="bar"
      stacked
      data={openByStatus}
      title="Open orders by status"
      categoryLabel="Status"
      formatValue={whole}
    />
  </Page>
);

export const HorizontalBars: Story = () => (
  <Page>
    <ChartPanel
      kind="bar-horizontal"
      data={spendByCategory}
      title="Spend by product category"
      categoryLabel="Category"
      formatValue={usd}
      formatTick={whole}
    />
  </Page>
);

export const Donut: Story = () => (
  <Page>
    <ChartPanel
      kind="donut"
      data={spendByCategory}
      title="Spend by product category"
      categoryLabel="Category"
      formatValue={usd}
    />
  </Page>
);

export const TableView: Story = () => (
  <Page>
    <ChartPanel
      kind="bar"
      stacked
      defaultView="table"
      data={openByStatus}
      title="Open orders by status"
      categoryLabel="Status"
      formatValue={whole}
    />
  </Page>
);

export const Empty: Story = () => (
  <Page>
    <ChartPanel
      kind="bar"
      data={{ categories: [], series: [] }}
      title="Tons ordered per month"
      categoryLabel="Month"
      formatValue={tons}
    />
  </Page>
);

/** A Brazilian page: Portuguese words, the market's number and currency format. */
export const BrazilPortuguese: Story = () => (
  <KitRoot config={resolveConfig({ country: 'br', lang: 'pt' }, {})}>
    <Page>
      <ChartPanel
        kind="bar-horizontal"
        data={spendByCategory}
        title="Gasto por categoria"
        categoryLabel="Categoria"
        formatValue={(v) => formatMoney(v, 'br')}
        formatTick={(v) => formatNumber(v, 'br', 0)}
      />
    </Page>
  </KitRoot>
);

/** A Korean page, on a phone-wide column. */
export const KoreanNarrow: Story = () => (
  <KitRoot config={resolveConfig({ country: 'kr', lang: 'ko' }, {})}>
    <div style={{ maxWidth: 390 }}>
      <Page>
        <ChartPanel
          kind="bar"
          data={tonsPerMonth}
          title="월별 주문량"
          categoryLabel="월"
          formatValue={(v) => formatWeight(v, 'kr', 't')}
          formatTick={(v) => formatNumber(v, 'kr', 0)}
        />
      </Page>
    </div>
  </KitRoot>
);

import { useId } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import type { ChartData, ChartKind } from './chart.types';
import { shareOf } from './data';
import { categoryTotal, finite } from './geometry';
import { NS } from './i18n';
import * as S from './charts.styles';

export interface ChartTableProps {
  kind: ChartKind;
  data: ChartData;
  /** The table's caption (the chart's title). */
  title: string;
  /** Header of the category column, e.g. "Month". */
  categoryLabel: string;
  formatValue: (value: number) => string;
  stacked?: boolean;
}

/**
 * The numbers of a chart as a table: a row per category (its row header), a column per series,
 * a total row, and for several stacked series a total column; a donut adds each slice's share.
 * Values in the market's format (`formatValue`); text rendered as text. The scroll box is a
 * focusable, named region, so a keyboard user scrolls a wide table too.
 */
export function ChartTable({
  kind,
  data,
  title,
  categoryLabel,
  formatValue,
  stacked = false,
}: ChartTableProps) {
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const captionId = useId();
  const series = kind === 'donut' ? data.series.slice(0, 1) : data.series;
  const totalColumn = stacked && series.length > 1;
  const totalOf = (s: number) =>
    (series[s]?.values ?? []).reduce((a: number, v) => a + finite(v), 0);
  const percent = (value: number) => `${formatNumber(value, country, 1)}%`;
  return (
    <S.TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <S.Table data-chart-table="">
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
            {totalColumn && <th scope="col">{t('total')}</th>}
            {kind === 'donut' && <th scope="col">{t('share')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, i) => (
            <tr key={`${i}-${category}`}>
              <th scope="row">{category}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(finite(s.values[i]))}</td>
              ))}
              {totalColumn && <td>{formatValue(categoryTotal(data, i))}</td>}
              {kind === 'donut' && <td>{percent(shareOf(data, i))}</td>}
            </tr>
          ))}
        </tbody>
        {kind !== 'line' && (
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              {series.map((s, i) => (
                <td key={s.key}>{formatValue(totalOf(i))}</td>
              ))}
              {totalColumn && (
                <td>{formatValue(series.reduce((sum, _s, i) => sum + totalOf(i), 0))}</td>
              )}
              {kind === 'donut' && <td>{percent(100)}</td>}
            </tr>
          </tfoot>
        )}
      </S.Table>
    </S.TableScroll>
  );
}

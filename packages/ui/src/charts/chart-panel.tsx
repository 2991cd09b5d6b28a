import { useState } from 'react';
import { useKitDocument, useKitTranslation, useKitWindow } from '@anp/core';
import { Button } from '../button';
import { Chart } from './chart';
import { ChartTable } from './chart-table';
import type { ChartPanelProps } from './chart.types';
import { chartCsv, csvFileName, isEmptyChart } from './data';
import { NS } from './i18n';
import * as S from './charts.styles';

/** Saves a CSV text as a file through a temporary link (works inside a shadow root too). */
export function downloadCsv(doc: Document, win: Window, fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  win.setTimeout(() => URL.revokeObjectURL(url), 0);
}

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * A titled chart with its tools: a toggle between the chart and a table of the same numbers, and
 * a CSV download of them. An empty chart says so instead of drawing axes. The toggle is a
 * pressed/unpressed button that keeps its name, so a screen reader hears which view is on.
 */
export function ChartPanel(props: ChartPanelProps) {
  const {
    title,
    description,
    categoryLabel,
    fileName,
    defaultView = 'chart',
    headingLevel = 3,
  } = props;
  const { t } = useKitTranslation(NS);
  const doc = useKitDocument();
  const win = useKitWindow();
  const [view, setView] = useState(defaultView);
  const empty = isEmptyChart(props.data);
  return (
    <S.Figure part="chart-panel" data-chart={fileName ?? title}>
      <S.Header>
        <div>
          <S.Title as={headings[headingLevel]}>{title}</S.Title>
          {description && <S.Description>{description}</S.Description>}
        </div>
        {!empty && (
          <S.Tools>
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={view === 'table'}
              onClick={() => setView(view === 'table' ? 'chart' : 'table')}
            >
              {t('showTable')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                downloadCsv(
                  doc,
                  win,
                  csvFileName(fileName ?? title),
                  chartCsv(props.data, categoryLabel),
                )
              }
            >
              {t('downloadCsv')}
            </Button>
          </S.Tools>
        )}
      </S.Header>
      {empty ? (
        <S.Empty role="status">{t('empty')}</S.Empty>
      ) : view === 'table' ? (
        <ChartTable
          kind={props.kind}
          data={props.data}
          title={title}
          categoryLabel={categoryLabel}
          formatValue={props.formatValue}
          stacked={props.stacked}
        />
      ) : (
        <Chart {...props} />
      )}
    </S.Figure>
  );
}

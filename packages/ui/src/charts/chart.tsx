import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { token } from '../tokens';
import type { ChartProps } from './chart.types';
import { chartFacts, shareOf } from './data';
import { layoutChart, niceDomain, type LaidOutPoint } from './geometry';
import { NS } from './i18n';
import { movePoint } from './navigation';
import * as S from './charts.styles';

const DEFAULT_WIDTH = 640;
const DEFAULT_HEIGHT = 280;
const CHAR_WIDTH = 6.8;

// Each token named in full, so the element manifests list the custom properties a chart reads.
const PALETTE = [
  token('color-chart-1'),
  token('color-chart-2'),
  token('color-chart-3'),
  token('color-chart-4'),
  token('color-chart-5'),
  token('color-chart-6'),
];

/** The colour of the n-th series (or donut slice), from the design tokens, repeating after six. */
export function seriesColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? token('color-chart-1');
}

/** Estimated width of a label in px at the chart's 12 px type (no layout in tests or workers). */
const textWidth = (text: string) => Array.from(text).length * CHAR_WIDTH;

/** Follows the width of an element (ResizeObserver), starting from `fallback`. */
function useWidth(ref: React.RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.round(node.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A chart drawn as the kit's own SVG on d3-scale and d3-shape: bars (vertical, horizontal,
 * grouped or stacked), lines and a donut. Each value is a focusable point with a readable label;
 * one Tab stop, arrow keys move between values (see `movePoint`); the summary (extent, highest,
 * lowest, total) is the drawing's description for screen readers. Colours come from the tokens
 * (`--anp-color-chart-1..6`); a legend names the series, so colour is never the only cue.
 */
export function Chart({
  kind,
  data,
  title,
  formatValue,
  formatTick = formatValue,
  stacked = false,
  height = DEFAULT_HEIGHT,
}: ChartProps) {
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, DEFAULT_WIDTH);
  const ids = useId();
  const summaryId = `${ids}-summary`;
  const horizontal = kind === 'bar-horizontal';
  const drawnHeight = horizontal ? Math.max(height, data.categories.length * 28 + 40) : height;

  const layout = useMemo(() => {
    const widest = (labels: string[]) => labels.reduce((w, l) => Math.max(w, textWidth(l)), 0);
    return layoutChart(kind, data, {
      width,
      height: drawnHeight,
      stacked,
      valueLabelWidth: widest(niceDomain(data, kind, stacked).map((v) => formatTick(v))),
      categoryLabelWidth: widest([...data.categories]),
    });
  }, [kind, data, width, drawnHeight, stacked, formatTick]);

  const [active, setActive] = useState<{ series: number; category: number }>({
    series: 0,
    category: 0,
  });
  const [shown, setShown] = useState<LaidOutPoint | null>(null);
  const pointNodes = useRef(new Map<string, SVGGElement>());
  const keyOf = (series: number, category: number) => `${series}:${category}`;
  const activeKey = layout.points.some(
    (p) => keyOf(p.series, p.category) === keyOf(active.series, active.category),
  )
    ? keyOf(active.series, active.category)
    : layout.points[0]
      ? keyOf(layout.points[0].series, layout.points[0].category)
      : '';

  const labelOf = (point: LaidOutPoint): string => {
    const category = data.categories[point.category] ?? '';
    if (kind === 'donut') {
      return t('pointShare', {
        category,
        value: formatValue(point.value),
        share: `${formatNumber(shareOf(data, point.category), country, 1)}%`,
      });
    }
    return t('pointLabel', {
      category,
      series: data.series[point.series]?.label ?? '',
      value: formatValue(point.value),
    });
  };

  const facts = chartFacts(kind, data, stacked);
  const kindName = t(kind === 'line' ? 'kindLine' : kind === 'donut' ? 'kindDonut' : 'kindBar');
  const summary = [
    t('summaryExtent', {
      kind: kindName,
      count: facts.points,
      first: facts.first,
      last: facts.last,
    }),
    facts.highest &&
      t('summaryHighest', { label: facts.highest.label, value: formatValue(facts.highest.value) }),
    facts.lowest &&
      t('summaryLowest', { label: facts.lowest.label, value: formatValue(facts.lowest.value) }),
    t('summaryTotal', { value: formatValue(facts.total) }),
    t('keyboardHint'),
  ]
    .filter(Boolean)
    .join(' ');

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, point: LaidOutPoint) => {
    const next = movePoint(event.key, point, {
      kind,
      seriesCount: data.series.length,
      categoryCount: data.categories.length,
    });
    if (!next) return;
    event.preventDefault();
    const node = pointNodes.current.get(keyOf(next.series, next.category));
    if (!node) return;
    setActive(next);
    node.focus();
  };

  const colorOf = (point: LaidOutPoint) =>
    seriesColor(kind === 'donut' ? point.category : point.series);
  const { margins } = layout;
  const plotWidth = layout.width - margins.left - margins.right;
  const plotHeight = layout.height - margins.top - margins.bottom;
  const legend =
    kind === 'donut'
      ? data.categories.map((label, i) => ({ key: `${i}`, label, color: seriesColor(i) }))
      : data.series.length > 1
        ? data.series.map((s, i) => ({ key: s.key, label: s.label, color: seriesColor(i) }))
        : [];

  return (
    <S.Frame ref={frame} part="chart">
      <S.Hidden id={summaryId}>{summary}</S.Hidden>
      <S.Svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label={title}
        aria-describedby={summaryId}
        data-kind={kind}
      >
        {kind !== 'donut' && (
          <g
            className="axis"
            aria-hidden="true"
            transform={`translate(${margins.left},${margins.top})`}
          >
            {layout.valueTicks.map((tick) =>
              horizontal ? (
                <g key={tick.value} transform={`translate(${tick.at},0)`}>
                  <line y2={plotHeight} strokeDasharray="2 3" />
                  <text y={plotHeight + 18} textAnchor="middle">
                    {formatTick(tick.value)}
                  </text>
                </g>
              ) : (
                <g key={tick.value} transform={`translate(0,${tick.at})`}>
                  <line x2={plotWidth} strokeDasharray="2 3" />
                  <text x={-8} dy="0.32em" textAnchor="end">
                    {formatTick(tick.value)}
                  </text>
                </g>
              ),
            )}
            {layout.categoryTicks.map((tick) =>
              horizontal ? (
                <text key={`${tick.at}`} x={-8} y={tick.at} dy="0.32em" textAnchor="end">
                  {tick.label}
                </text>
              ) : (
                <text key={`${tick.at}`} x={tick.at} y={plotHeight + 20} textAnchor="middle">
                  {tick.label}
                </text>
              ),
            )}
            {horizontal ? (
              <line className="baseline" y2={plotHeight} />
            ) : (
              <line className="baseline" y1={plotHeight} y2={plotHeight} x2={plotWidth} />
            )}
          </g>
        )}
        <g
          transform={
            kind === 'donut' && layout.center
              ? `translate(${layout.center.x},${layout.center.y})`
              : `translate(${margins.left},${margins.top})`
          }
        >
          {layout.lines.map((d, series) => (
            <path
              key={data.series[series]?.key ?? series}
              d={d}
              fill="none"
              stroke={seriesColor(series)}
              strokeWidth={2.5}
              aria-hidden="true"
            />
          ))}
          {layout.points.map((point) => {
            const key = keyOf(point.series, point.category);
            const label = labelOf(point);
            const { shape } = point;
            return (
              <S.Point
                key={key}
                ref={(node: SVGGElement | null) => {
                  if (node) pointNodes.current.set(key, node);
                  else pointNodes.current.delete(key);
                }}
                role="img"
                aria-label={label}
                tabIndex={key === activeKey ? 0 : -1}
                data-point={key}
                data-active={key === activeKey}
                onKeyDown={(event) => onKeyDown(event, point)}
                onFocus={() => {
                  setActive({ series: point.series, category: point.category });
                  setShown(point);
                }}
                onBlur={() => setShown(null)}
                onMouseEnter={() => setShown(point)}
                onMouseLeave={() => setShown(null)}
              >
                {shape.type === 'rect' && (
                  <rect
                    className="mark"
                    x={shape.x}
                    y={shape.y}
                    width={Math.max(0, shape.width)}
                    height={Math.max(0, shape.height)}
                    fill={colorOf(point)}
                    stroke={token('color-surface')}
                    strokeWidth={stacked ? 1 : 0}
                  />
                )}
                {shape.type === 'circle' && (
                  <>
                    <circle
                      className="mark"
                      cx={shape.cx}
                      cy={shape.cy}
                      r={shape.r}
                      fill={colorOf(point)}
                    />
                    <circle
                      className="ring"
                      cx={shape.cx}
                      cy={shape.cy}
                      r={shape.r + 4}
                      fill="none"
                    />
                  </>
                )}
                {shape.type === 'arc' && (
                  <path
                    className="mark"
                    d={shape.d}
                    fill={colorOf(point)}
                    stroke={token('color-surface')}
                  />
                )}
              </S.Point>
            );
          })}
        </g>
      </S.Svg>
      <S.Readout aria-hidden="true" data-readout="">
        {shown ? labelOf(shown) : ''}
      </S.Readout>
      {legend.length > 0 && (
        <S.Legend aria-label={t('legend')}>
          {legend.map((item) => (
            <S.LegendItem key={item.key}>
              <S.Swatch $color={item.color} aria-hidden="true" />
              {item.label}
            </S.LegendItem>
          ))}
        </S.Legend>
      )}
    </S.Frame>
  );
}

import { describe, expect, it } from 'vitest';
import type { NativeReport } from '@anp/contract';
import {
  chartDataOf,
  isReadyMessage,
  monthLabel,
  MIN_RENEW_DELAY_MS,
  renewDelayMs,
  reportFormats,
} from './reports';

const report: NativeReport = {
  kind: 'native',
  id: 'tonsPerMonth',
  title: 'Tons ordered per month',
  description: '',
  asOf: '2026-11-20',
  chart: 'bar',
  stacked: false,
  measure: 'weight',
  weightUnit: 'shortTon',
  categoryType: 'month',
  categoryLabel: 'Month',
  categories: [
    { key: '2026-03', label: '2026-03' },
    { key: '2026-04', label: '2026-04' },
  ],
  series: [{ key: 'tons', label: 'Tons', values: [1.25, 1234.5] }],
};

const unit = (u: 'shortTon' | 'metricTon') => (u === 'shortTon' ? 'tons' : 't');

describe('writing a report in the market’s way (ordering.md §1)', () => {
  it.each([
    ['2026-03', 'en', 'Mar-2026'],
    ['2026-04', 'es', 'Abr-2026'],
    ['2026-02', 'pt', 'Fev-2026'],
    ['2026-03', 'ko', '3월-2026'],
    ['Premix', 'en', 'Premix'],
  ] as const)('month %s in %s reads %s', (key, lang, label) => {
    expect(monthLabel(key, lang)).toBe(label);
  });

  it('writes month categories in the page language and keeps text ones as given', () => {
    expect(chartDataOf(report, 'es').categories).toEqual(['Mar-2026', 'Abr-2026']);
    const text = { ...report, categoryType: 'text' as const };
    expect(chartDataOf(text, 'es').categories).toEqual(['2026-03', '2026-04']);
  });

  it.each([
    ['us', 'weight', 'shortTon', '1,234.50 tons'],
    ['br', 'weight', 'metricTon', '1.234,50 t'],
    ['us', 'money', undefined, '$1,234.50'],
    ['br', 'money', undefined, 'R$ 1.234,50'],
    ['kr', 'money', undefined, '₩1,235'],
    ['mx', 'count', undefined, '1,235'],
  ] as const)('in %s a %s value reads %s', (country, measure, weightUnit, text) => {
    const formats = reportFormats({ measure, weightUnit }, country, unit);
    expect(formats.value(1234.5)).toBe(text);
  });

  it('labels the axis in whole numbers', () => {
    expect(reportFormats(report, 'br', unit).tick(1400)).toBe('1.400');
  });
});

describe('renewing an embed token', () => {
  const now = Date.parse('2026-11-20T16:00:00Z');
  it('renews renewBefore seconds ahead of expiry', () => {
    expect(renewDelayMs('2026-11-20T16:10:00Z', 60, now)).toBe(9 * 60_000);
  });

  it('never renews sooner than the minimum, also for a past or bad expiry', () => {
    expect(renewDelayMs('2026-11-20T16:00:30Z', 60, now)).toBe(MIN_RENEW_DELAY_MS);
    expect(renewDelayMs('not a date', 60, now)).toBe(MIN_RENEW_DELAY_MS);
  });

  it('knows the frame’s ready message', () => {
    expect(isReadyMessage({ type: 'anp-embed-ready' })).toBe(true);
    expect(isReadyMessage({ type: 'other' })).toBe(false);
    expect(isReadyMessage('anp-embed-ready')).toBe(false);
    expect(isReadyMessage(null)).toBe(false);
  });
});

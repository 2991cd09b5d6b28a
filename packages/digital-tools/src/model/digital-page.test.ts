import { describe, expect, it } from 'vitest';
import type { TrialSummary } from '@anp/core/services/entitlements';
import {
  digitsOf,
  formatTrialValue,
  highestResult,
  refusalOf,
  safeLaunchUrl,
  trialChartData,
} from './digital-page';

const trial: TrialSummary = {
  id: 't',
  stage: 'sows',
  title: 'Energy',
  summary: '',
  measure: 'Birth weight',
  unit: 'lb',
  animals: 10,
  year: 2025,
  results: [
    { treatment: 'Standard', value: 2.91 },
    { treatment: 'High', value: 3.04 },
  ],
};

describe('refusalOf (the reason of a 403 ENTITLEMENT, shell-and-admin.md §7)', () => {
  it.each([
    ['This page is not available for the account (businessUnit)', 'businessUnit'],
    ['This page is not available for the account (role)', 'role'],
    ['This page is not available for the account (entitlement)', 'entitlement'],
    ['Forbidden', 'entitlement'],
    [null, 'entitlement'],
  ])('%s -> %s', (message, reason) => {
    expect(refusalOf(message)).toBe(reason);
  });
});

describe('safeLaunchUrl (an external tool opens safely)', () => {
  it.each([
    ['https://tools.example/a?b=1', 'https://tools.example/a?b=1'],
    ['http://tools.example/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative', null],
    ['https://user:pw@tools.example/', null],
    [null, null],
  ])('%s -> %s', (url, safe) => {
    expect(safeLaunchUrl(url)).toBe(safe);
  });
});

describe('trial numbers in the market’s format (ordering.md §1 markets)', () => {
  it('writes as many digits as the most precise value, at most two', () => {
    expect(digitsOf([412, 425])).toBe(0);
    expect(digitsOf([11.8, 12])).toBe(1);
    expect(digitsOf([2.713, 1])).toBe(2);
  });

  it.each([
    ['us', 'lb', 3.04, '3.04 lb'],
    ['br', 'kg', 1.38, '1,38 kg'],
    ['us', '%', 9, '9.00%'],
    ['us', '', 12.4, '12.40'],
  ])('%s %s %s -> %s', (country, unit, value, text) => {
    expect(formatTrialValue(value, { ...trial, unit }, country)).toBe(text);
  });

  it('makes one bar per treatment named by the measure, and finds the highest', () => {
    expect(trialChartData(trial)).toEqual({
      categories: ['Standard', 'High'],
      series: [{ key: 't', label: 'Birth weight', values: [2.91, 3.04] }],
    });
    expect(highestResult(trial)?.treatment).toBe('High');
  });
});

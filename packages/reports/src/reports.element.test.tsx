import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { reportsRoutes } from './fixtures';
import { reportsElement } from './reports.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(reportsRoutes());
  reportsElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('anp-reports', attrs);

describe('given <anp-reports> on a plain page', () => {
  it('shows the report it is given inside its shadow root, at the heading level it is given', async () => {
    const el = mount({
      country: 'us',
      lang: 'en',
      report: 'spendByCategory',
      'heading-level': '3',
    });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('Reports'));
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(
        'Spend by product category',
      ),
    );
    // The chart's title is one level below the element's heading.
    expect(el.shadowRoot?.querySelector('h4')?.textContent).toBe('Spend by product category');
    const call = backend.callsTo('GET reports/embedReports')[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer page-token');
    expect(call?.headers.get('X-Language')).toBe('en');
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, registeredNamespaces, resolveConfig, translationProblems } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Reports, type ReportsProps } from './reports';
import { EMBED, REPORT_LIST, reportsRoutes } from './fixtures';
import { REPORTS_NS } from './i18n';

function setup(
  options: { lang?: string; country?: string; routes?: FakeRoutes; props?: ReportsProps } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, options.routes ?? reportsRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Reports {...options.props} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const picker = () => screen.getByRole('list', { name: 'Choose a report' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given the account’s reports', () => {
  it('lists them as a picker and shows the first: a chart with keyboard-readable values', async () => {
    const { user } = setup();
    await screen.findByRole('region', { name: 'Reports' });
    const chart = await screen.findByRole('group', { name: 'Tons ordered per month' });
    expect(
      within(picker())
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual(REPORT_LIST.map((r, i) => [r.title, i === 0 ? 'true' : 'false']));
    const first = within(chart).getAllByRole('img')[0];
    first?.focus();
    // Months as the market writes dates (DD-MMM-YYYY without the day); US short tons.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dec-2024, Tons: 40.00 tons');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Jan-2025, Tons: 52.00 tons');
    expect(screen.getByText('Figures as of 20-Nov-2026.')).toBeTruthy();
  });

  it('shows the same numbers as a table, and each chosen report', async () => {
    const { user } = setup();
    await screen.findByRole('group', { name: 'Tons ordered per month' });
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const table = screen.getByRole('table', { name: 'Tons ordered per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(within(picker()).getByRole('button', { name: 'Spend by product category' }));
    const spend = await screen.findByRole('group', { name: 'Spend by product category' });
    expect(
      within(spend).getByRole('img', { name: 'Complete feed, Spend: $48,250.50' }),
    ).toBeTruthy();
  });

  it('leaves the choice to a controlling page', async () => {
    const onChange = vi.fn();
    const { user } = setup({ props: { value: 'onTimeDelivery', onChange } });
    expect(await screen.findByRole('group', { name: 'On-time delivery' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tons ordered per month' }));
    expect(onChange).toHaveBeenCalledWith('tonsPerMonth');
    // Controlled: the page has not changed `value` yet, so the shown report stays.
    expect(screen.getByRole('group', { name: 'On-time delivery' })).toBeTruthy();
  });

  it('writes months, numbers and units in the page’s market and language', async () => {
    setup({ country: 'kr', lang: 'ko' });
    const chart = await screen.findByRole('group', { name: 'Tons ordered per month' });
    expect(within(chart).getAllByRole('img')[0]?.getAttribute('aria-label')).toBe(
      '12월-2024, Tons: 40.00 숏톤',
    );
  });

  it('has no axe violations with a chart and with its table', async () => {
    const { view, user } = setup();
    await screen.findByRole('group', { name: 'Tons ordered per month' });
    expect((await axe.run(view.container)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    expect((await axe.run(view.container)).violations).toEqual([]);
  });
});

describe('given no answer yet, a failure or nothing to show', () => {
  it('says it is loading', async () => {
    setup({ routes: { 'GET reports/embedconfig': () => new Promise(() => undefined) } });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your reports…');
  });

  it('says the list failed, and tries again', async () => {
    let fail = true;
    const routes = reportsRoutes();
    const { user, view } = setup({
      routes: {
        ...routes,
        'GET reports/embedconfig': (call) =>
          fail
            ? { status: 500, body: { message: 'down' } }
            : routes['GET reports/embedconfig']?.(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your reports could not be loaded.');
    expect((await axe.run(view.container)).violations).toEqual([]);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Tons ordered per month' })).toBeTruthy();
  });

  it('says that no account is chosen', async () => {
    setup({
      routes: {
        'GET reports/embedconfig': () => ({
          status: 400,
          body: { code: 'NO_ACCOUNT', message: 'Select an account first' },
        }),
      },
    });
    expect(
      await screen.findByText('No account is selected. Choose one in the account selector.'),
    ).toBeTruthy();
  });

  it('says there are no reports', async () => {
    const { view } = setup({ routes: reportsRoutes({ reports: [] }) });
    expect(await screen.findByText('There are no reports for this account yet.')).toBeTruthy();
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('says a report failed, keeping the picker', async () => {
    setup({
      routes: reportsRoutes({
        reports: [
          { id: 'accountAgeing', kind: 'native', title: 'Account ageing', description: '' },
        ],
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This report could not be loaded.');
    expect(within(picker()).getByRole('button', { name: 'Account ageing' })).toBeTruthy();
  });
});

describe('given an external report', () => {
  const embedOnly = (embed: () => typeof EMBED) =>
    reportsRoutes({ reports: [REPORT_LIST[REPORT_LIST.length - 1]!], embed });

  async function frameReady() {
    const frame = await screen.findByTitle('Account overview (external) (external report)');
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('no frame');
    const posted = vi.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => undefined);
    const ready = (origin: string, source: MessageEventSource | null = frame.contentWindow) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'anp-embed-ready' }, origin, source }),
        );
      });
    return { frame, posted, ready };
  }

  it('frames it sandboxed and hands the token to the frame’s origin only when it is ready', async () => {
    setup({ routes: embedOnly(() => EMBED) });
    const { frame, posted, ready } = await frameReady();
    expect(frame.getAttribute('src')).toBe(EMBED.embedUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    await ready('https://evil.example.test');
    await ready(EMBED.origin, window);
    expect(posted).not.toHaveBeenCalled();
    await ready(EMBED.origin);
    expect(posted).toHaveBeenCalledWith(
      { type: 'anp-embed-token', token: 'token-1', expiresAt: EMBED.expiresAt },
      EMBED.origin,
    );
  });

  it('renews the token before it expires, without reloading the frame', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-20T16:00:00Z') });
    let issued = 0;
    const { backend } = setup({
      routes: embedOnly(() => {
        issued += 1;
        const expires = Date.parse('2026-11-20T16:00:00Z') + issued * 10 * 60_000;
        return { ...EMBED, token: `token-${issued}`, expiresAt: new Date(expires).toISOString() };
      }),
    });
    const { frame, posted, ready } = await frameReady();
    await ready(EMBED.origin);
    expect(posted).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: 'token-1' }),
      EMBED.origin,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000);
    });
    await waitFor(() =>
      expect(posted).toHaveBeenLastCalledWith(
        expect.objectContaining({ token: 'token-2' }),
        EMBED.origin,
      ),
    );
    expect(backend.callsTo('GET reports/embedReports')).toHaveLength(2);
    expect(screen.getByTitle('Account overview (external) (external report)')).toBe(frame);
    expect(frame.getAttribute('src')).toBe(EMBED.embedUrl);
  });
});

describe('given other languages', () => {
  it('has every key in every language with the same placeholders', () => {
    const bundle = registeredNamespaces().get(REPORTS_NS);
    expect(bundle && translationProblems(REPORTS_NS, bundle)).toEqual([]);
  });
});

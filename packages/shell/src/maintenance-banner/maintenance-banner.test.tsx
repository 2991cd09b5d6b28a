// Issue 16 "Maintenance window banner"; shell-and-admin.md §3 "Notification maintenance window",
// §7 utility/banner/notification: the header shows a window of the user's country and business
// unit, in the user's time zone and language, from the lead time before it until it ends;
// dismissible per window (remembered); announced politely.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type PartialPortalConfig } from '@anp/core';
import { Header } from '../header/header';
import { maintenanceWindow, personaContext, shellBackend, type ShellFixture } from '../fixtures';
import { DISMISSED_KEY } from './dismissals';
import '../i18n';

vi.mock('@anp/account-selector', () => ({
  AccountSelector: () => <button type="button">Account</button>,
}));

interface Setup extends ShellFixture {
  country?: string;
  lang?: string;
  page?: PartialPortalConfig;
  extra?: Parameters<typeof shellBackend>[2];
}

function setup(options: Setup = {}) {
  const { country = 'us', lang = 'en' } = options;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  const config = resolveConfig({ country, lang }, options.page ?? {});
  const backend = shellBackend(config, options, options.extra);
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Header currentPath={`/${country}/${lang}/pages/orders`} />
    </KitRoot>,
  );
  return { backend, ...view };
}

const now = new Date();
const soon = maintenanceWindow(now, 2, 3, { id: 'us-soon' });
const brazil = maintenanceWindow(now, 3, 1, {
  id: 'br-only',
  countries: ['br'],
  message: 'Boletos unavailable.',
  messages: { pt: 'Boletos indisponíveis.' },
});
const porkOnly = maintenanceWindow(now, 5, 1, {
  id: 'pork-only',
  businessUnits: ['pork'],
  message: 'Pork documents unavailable.',
  messages: {},
});
// Beyond the 48-hour lead time.
const far = maintenanceWindow(now, 60, 2, { id: 'far', message: 'Far away.', messages: {} });
const all = [soon, brazil, porkOnly, far];

/** The header's notices, once the header is ready. */
async function notices(): Promise<HTMLElement[]> {
  await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
  return Array.from(document.querySelectorAll<HTMLElement>('[part="maintenance-notice"]'));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; the tests add one per render.
  delete window.matchMedia;
});

describe('given maintenance windows of several markets and business units', () => {
  it('shows the US retailer only the US window for every unit, within the lead time', async () => {
    setup({ banners: all });
    const shown = await notices();
    expect(shown).toHaveLength(1);
    const text = shown[0]?.textContent ?? '';
    expect(text).toMatch(/^Scheduled maintenance:/);
    expect(text).toContain('Ordering, orders and documents will be unavailable.');
    // The persona's profile zone is America/Chicago: the range is in Central Time.
    expect(text).toMatch(/ C[SD]T\./);
  });

  it('shows the US pork user the pork window too, earliest first', async () => {
    setup({ persona: 'pork.us', banners: all });
    const shown = await notices();
    expect(shown.map((n) => n.textContent)).toEqual([
      expect.stringContaining('Ordering, orders and documents'),
      expect.stringContaining('Pork documents unavailable.'),
    ]);
  });

  it('shows the Brazilian customer the Brazil window in Portuguese, in the market format', async () => {
    setup({ persona: 'customer.br', country: 'br', lang: 'pt', banners: all });
    await screen.findByRole('navigation', { name: /^Navega/ }, { timeout: 5000 });
    const shown = Array.from(document.querySelectorAll('[part="maintenance-notice"]'));
    expect(shown).toHaveLength(1);
    const text = shown[0]?.textContent ?? '';
    expect(text).toMatch(/^Manutenção programada:/);
    expect(text).toContain('Boletos indisponíveis.');
    // pt-BR: a 24-hour clock, e.g. "14:05".
    expect(text).not.toMatch(/AM|PM/);
    expect(screen.getByRole('button', { name: /^Fechar o aviso de manutenção de / })).toBeTruthy();
  });

  it('uses the browser’s zone when the profile has none', async () => {
    const context = personaContext('retailer.us');
    setup({
      banners: [soon],
      extra: {
        'GET users/context': () => ({ ...context, user: { ...context.user, timeZone: '' } }),
      },
    });
    const [notice] = await notices();
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(soon.startDate))
      .find((p) => p.type === 'timeZoneName')?.value;
    expect(notice?.textContent).toContain(` ${zone ?? 'UTC'}.`);
  });

  it('says a started window is in progress', async () => {
    setup({ banners: [maintenanceWindow(now, -1, 2)] });
    const [notice] = await notices();
    expect(notice?.textContent).toMatch(/^Maintenance in progress:/);
  });

  it('takes the lead time of the kit config', async () => {
    setup({ banners: [soon], page: { maintenanceBanner: { leadHours: 1 } } });
    expect(await notices()).toEqual([]);
  });

  it('is a polite live region above the bar, present before the notice arrives', async () => {
    setup({ banners: [soon] });
    const region = document.querySelector('[part="maintenance-banner"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    // While the header loads, the region is there and empty.
    expect(region?.textContent).toBe('');
    await notices();
    expect(region?.textContent).toContain('Scheduled maintenance:');
    // First in the header: it pushes the bar down, it covers nothing.
    expect(screen.getByRole('banner').firstElementChild).toBe(region);
  });

  it('has no axe violations with two notices', async () => {
    const { container } = setup({ persona: 'pork.us', banners: all });
    await notices();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given the user dismisses a notice', () => {
  it('closes it, moves focus on, and remembers it across pages', async () => {
    const user = userEvent.setup();
    const first = setup({ persona: 'pork.us', banners: all });
    await notices();
    const buttons = screen.getAllByRole('button', { name: /^Dismiss the maintenance notice for / });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    await waitFor(() =>
      expect(document.querySelectorAll('[part="maintenance-notice"]')).toHaveLength(1),
    );
    // Focus goes to the next notice's Dismiss, then (none left) to the header's logo.
    const next = screen.getByRole('button', { name: /^Dismiss the maintenance notice for / });
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[part="maintenance-notice"]')).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Animal Nutrition, dashboard' }),
    );
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')).toHaveLength(2);
    first.unmount();
    // Another page (a fresh header): the dismissed windows stay closed.
    setup({ persona: 'pork.us', banners: all });
    expect(await notices()).toEqual([]);
  });

  it('shows a window again once its times changed', async () => {
    localStorage.setItem(
      DISMISSED_KEY,
      JSON.stringify([`${soon.id}|${soon.startDate}T${soon.startTime}|x|UTC`]),
    );
    setup({ banners: [soon] });
    expect(await notices()).toHaveLength(1);
  });
});

describe('given the windows cannot be read', () => {
  it('shows the header without a notice and without an error', async () => {
    setup({ banners: 'fail' });
    expect(await notices()).toEqual([]);
    expect(within(screen.getByRole('banner')).queryByRole('alert')).toBeNull();
  });

  it('keeps the skeleton a moment while they load, then shows the header without them', async () => {
    setup({ banners: 'hang' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Loading the portal header…'),
    );
    expect(screen.getByRole('banner').getAttribute('aria-busy')).toBe('true');
    // A banner service that never answers does not hold the header (at most 400 ms).
    expect(await notices()).toEqual([]);
    expect(screen.getByRole('banner').getAttribute('aria-busy')).not.toBe('true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import {
  KitRoot,
  parsePortalPath,
  resolveConfig,
  type AuthAdapter,
  type AuthUser,
  type UserContext,
} from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { SessionGate } from './session-gate';
import { resetAnalyticsVisits } from '../analytics';

const USER: AuthUser = { id: 'u-1', username: 'ana@demo.test', name: 'Ana', claims: {} };
const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';

function context(overrides: Partial<UserContext> = {}, groups = [PURCHASE]): UserContext {
  return {
    userType: 'Customer',
    oktaId: 'u-1',
    locale: 'en_US',
    businessUnit: 'feed',
    beta: false,
    tncAccepted: true,
    user: { groups, firstName: 'Ana' } as UserContext['user'],
    selectedAccount: {
      id: 'acc-7',
      region: 'us',
      salesOrg: 'US01',
      businessUnit: 'feed',
    } as UserContext['selectedAccount'],
    regions: [],
    accountCount: 3,
    ...overrides,
  };
}

function fakeAuth(user: AuthUser | null) {
  return {
    getAccessToken: vi.fn(async () => (user ? 'token' : null)),
    handleRedirect: vi.fn(async () => null),
    getUser: vi.fn(async () => user),
    login: vi.fn(async () => undefined),
    logout: vi.fn<AuthAdapter['logout']>(async (o) => o?.beforeNavigate?.()),
    renew: vi.fn(async () => undefined),
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Gated() {
  const location = useLocation();
  const path = parsePortalPath(location.pathname);
  if (!path) return null;
  return (
    <SessionGate
      path={path}
      location={location.pathname}
      render={(content, ok) => (
        <>
          {ok && <nav aria-label="Portal header" />}
          <main>{content}</main>
        </>
      )}
    >
      <h1>The requested page</h1>
    </SessionGate>
  );
}

function renderGate(options: {
  start?: string;
  user?: AuthUser | null;
  toggles?: Record<string, boolean>;
  routes?: FakeRoutes;
}) {
  const config = resolveConfig(
    { country: 'us', lang: 'en' },
    { session: { inactiveSessionDuration: 60, tokenRenewalSeconds: 1500 } },
  );
  const backend = fakeBackend(config, {
    'GET featuretoggles': () => ({ toggles: options.toggles ?? { maintenance: false } }),
    'GET users/context': () => context(),
    'GET config/us/en': () => ({
      country: 'us',
      lang: 'en',
      config: { supportPhone: '+1 800-555-0199', supportEmail: 'support.us@demo.test' },
    }),
    'POST users/logout': () => ({ loggedOut: true }),
    ...options.routes,
  });
  const auth = fakeAuth(options.user === undefined ? USER : options.user);
  render(
    <KitRoot config={config} services={{ ...backend.services, auth }} swrCache={new Map()}>
      <MemoryRouter initialEntries={[options.start ?? '/us/en/pages/orders']}>
        <Routes>
          <Route path="/:country/:lang/pages/*" element={<Gated />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </KitRoot>,
  );
  return { backend, auth, pages: () => recordedPages() };
}

type PageRecord = { page: { name: string } };
const recordedPages = () =>
  ((window as unknown as { anpDataLayer?: PageRecord[] }).anpDataLayer ?? []).slice();

afterEach(() => {
  resetAnalyticsVisits();
  delete (window as unknown as { anpDataLayer?: unknown }).anpDataLayer;
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('given nobody is signed in', () => {
  it('goes to the login page with the way back', async () => {
    renderGate({ user: null });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      '/login?returnTo=%2Fus%2Fen%2Fpages%2Forders',
    );
  });

  it('shows the maintenance page with a sign-in for beta testers during maintenance', async () => {
    renderGate({ user: null, toggles: { maintenance: true } });
    expect(
      await screen.findByRole('heading', { name: 'The portal is under maintenance' }),
    ).toBeTruthy();
    expect(await screen.findByText(/\+1 800-555-0199/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });
});

describe('given a signed-in user', () => {
  it('shows the page with the header, records it for analytics and stores the session keys', async () => {
    const { pages } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Portal header' })).toBeTruthy();
    expect(pages()).toEqual([
      {
        event: 'pageView',
        experience: 'an-portal',
        page: { name: 'orders', country: 'us', language: 'en' },
        user: { type: 'Customer', loggedIn: true },
      },
    ]);
    expect(sessionStorage.getItem('soldToId')).toBe('acc-7');
    expect(sessionStorage.getItem('bzUnit')).toBe('feed');
    expect(sessionStorage.getItem('userLocale')).toBe('en_US');
  });

  it('sends a non-beta user to the maintenance page during maintenance', async () => {
    renderGate({ toggles: { maintenance: true } });
    expect(
      await screen.findByRole('heading', { name: 'The portal is under maintenance' }),
    ).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/us/en/pages/maintenance');
    expect(screen.queryByRole('heading', { name: 'The requested page' })).toBeNull();
  });

  it('lets a beta user through maintenance', async () => {
    renderGate({
      toggles: { maintenance: true },
      routes: { 'GET users/context': () => context({ beta: true }) },
    });
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
  });

  it('redirects a marketing-group user to the marketing dashboard', async () => {
    renderGate({
      routes: { 'GET users/context': () => context({}, ['DXP_CAN_AccGrp_Marketing']) },
    });
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/marketing/en/pages/dashboard');
  });

  it('shows a readable failure with a retry when the context cannot be loaded', async () => {
    let fail = true;
    renderGate({
      routes: {
        'GET users/context': () =>
          fail ? { status: 500, body: { code: 'X', message: 'x' } } : context(),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
  });
});

describe('given a user who has not accepted the terms', () => {
  it('asks for the terms before anything else, then shows the page', async () => {
    let accepted = false;
    const { backend, pages } = renderGate({
      routes: {
        'GET users/context': () => context({ tncAccepted: accepted }),
        'GET users/termsandconditions': () => ({
          accepted: false,
          acceptedAt: null,
          tandC: 'Terms of sale <b>apply</b>.',
          language: 'en',
        }),
        'POST users/termsandconditions': () => {
          accepted = true;
          return { accepted: true, acceptedAt: '2026-11-22T10:00:00Z', tandC: '', language: 'en' };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    // Server text stays text.
    expect(await screen.findByText('Terms of sale <b>apply</b>.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Portal header' })).toBeNull();
    expect(pages().map((r) => r.page.name)).toEqual(['termsconditions']);
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tick the box to confirm you accept the terms.',
    );
    expect(backend.callsTo('POST users/termsandconditions')).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    expect(backend.callsTo('POST users/termsandconditions')).toHaveLength(1);
  });

  it('keeps the box ticked and says why when saving the acceptance fails', async () => {
    renderGate({
      routes: {
        'GET users/context': () => context({ tncAccepted: false }),
        'GET users/termsandconditions': () => ({
          accepted: false,
          acceptedAt: null,
          tandC: 'Terms.',
          language: 'en',
        }),
        'POST users/termsandconditions': () => ({ status: 500, body: { code: 'X', message: 'x' } }),
      },
    });
    const box = await screen.findByRole('checkbox');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be saved/);
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe('given a signed-in session that goes idle', () => {
  it('signs out after inactiveSessionDuration without activity, and activity postpones it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auth } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(50_000);
    });
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await act(async () => {
      vi.advanceTimersByTime(50_000);
    });
    expect(auth.logout).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(11_000);
    });
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
  });
});

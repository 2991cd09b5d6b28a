import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import {
  KitRoot,
  RETURN_TO_KEY,
  parsePortalPath,
  resolveConfig,
  type AuthAdapter,
  type AuthUser,
  type UserContext,
} from '@anp/core';
import { sessionGuardOf } from '@anp/core/session';
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
    {
      session: { inactiveSessionDuration: 600, tokenRenewalSeconds: 1500, idleWarningSeconds: 120 },
    },
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
  const advance = (ms: number) =>
    act(async () => {
      vi.advanceTimersByTime(ms);
    });

  it('warns 2 minutes ahead with a countdown; without an answer it signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auth } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await advance(400_000);
    // Activity before the warning postpones it (scrolling counts).
    window.dispatchEvent(new Event('scroll'));
    await advance(400_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(80_000);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/you will be signed out in 2 minutes\./)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    // Focus on Stay signed in, the one simple action.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    // The live region stays quiet until one minute is left, then speaks three times only.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await advance(45_000);
    expect(screen.getByRole('timer').textContent).toBe('1:15');
    expect(status.textContent).toBe('');
    const spoken = new Set<string>();
    for (let i = 0; i < 74; i += 1) {
      await advance(1_000);
      if (status.textContent) spoken.add(status.textContent);
    }
    expect([...spoken]).toEqual([
      '1 minute left before you are signed out.',
      '30 seconds left before you are signed out.',
      '10 seconds left before you are signed out.',
    ]);
    expect(auth.logout).not.toHaveBeenCalled();
    await advance(1_000);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    opener.remove();
  });

  it('Stay signed in closes the warning, returns focus and starts the time again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auth } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await advance(500_000);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Moving the mouse over the page does not dismiss the warning unread.
    window.dispatchEvent(new Event('mousemove'));
    await advance(1_000);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Tab wraps inside the dialog: from the last button to the first control and back.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close and stay signed in');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await advance(479_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.logout).not.toHaveBeenCalled();
    await advance(1_000);
    expect(screen.getByRole('dialog')).toBeTruthy();
    opener.remove();
  });

  it('Escape means Stay signed in; Sign out now signs out at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auth, backend } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    await advance(480_000);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(480_000);
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    await advance(0);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(backend.callsTo('POST users/logout')).toHaveLength(1);
  });

  it('passes the axe checks with the warning open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    await advance(480_000);
    vi.useRealTimers();
    const results = await axe.run(screen.getByRole('dialog'));
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('given a silent renewal that says the session has ended', () => {
  it('asks to sign in again, back to this page, keeping session storage', async () => {
    const { auth } = renderGate({ start: '/us/en/pages/cart' });
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    sessionStorage.setItem('anp.cart.draft.acc-7', '{"kept":true}');
    act(() => sessionGuardOf(auth).end());
    const dialog = screen.getByRole('dialog', { name: 'Your session has ended' });
    // Only its own actions end it: no close button, Escape does nothing.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.login).toHaveBeenCalledWith(window.location.pathname + window.location.search);
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe(window.location.pathname);
    expect(sessionStorage.getItem('anp.cart.draft.acc-7')).toBe('{"kept":true}');
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('Sign out there does not wait for a server call that cannot go', async () => {
    const { auth, backend } = renderGate({});
    expect(await screen.findByRole('heading', { name: 'The requested page' })).toBeTruthy();
    act(() => sessionGuardOf(auth).end());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(backend.callsTo('POST users/logout')).toHaveLength(0);
  });
});

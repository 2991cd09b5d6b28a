import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { KitRoot } from './kit-root';
import { useKitContext, usePortalContainer } from './kit-context';
import { endSession, getKitServices, resetKitServices } from './services';
import { resolveConfig } from '../config/validate';
import type { AuthAdapter } from '../auth/auth';
import { RETURN_TO_KEY } from '../auth/session';

const config = resolveConfig({ country: 'mx', lang: 'es' });

afterEach(() => {
  resetKitServices();
  document.body.innerHTML = '';
});

const Styled = styled.p`
  color: rgb(1, 2, 3);
`;

function Probe() {
  const { root, environment, lang, country } = useKitContext();
  const portal = usePortalContainer();
  return (
    <Styled data-testid="probe">
      {`${country}/${lang} root:${root instanceof ShadowRoot ? 'shadow' : 'document'} env:${environment.document === document} portal:${portal ? portal.getRootNode() === root : 'pending'}`}
    </Styled>
  );
}

describe('given KitRoot inside a shadow root', () => {
  it('puts its styles and its portal container inside that shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    await act(async () => {
      createRoot(mount).render(
        <KitRoot config={config} shadowRoot={shadow} host={host}>
          <Probe />
        </KitRoot>,
      );
    });
    await waitFor(() =>
      expect(shadow.querySelector('[data-testid="probe"]')?.textContent).toBe(
        'mx/es root:shadow env:true portal:true',
      ),
    );
    expect(shadow.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
    expect(shadow.querySelector('[data-anp-portal]')).not.toBeNull();
  });
});

describe('given two widgets on one page', () => {
  it('they share one data cache: the second reads what the first fetched', async () => {
    const fetcher = vi.fn(async () => 'cart of 3');
    function Reader({ id }: { id: string }) {
      const { data } = useSWR('shared-key', fetcher);
      return <p>{`${id}:${data ?? '…'}`}</p>;
    }
    render(
      <>
        <KitRoot config={config}>
          <Reader id="a" />
        </KitRoot>
        <KitRoot config={config}>
          <Reader id="b" />
        </KitRoot>
      </>,
    );
    expect(await screen.findByText('a:cart of 3')).toBeTruthy();
    expect(await screen.findByText('b:cart of 3')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('they share one set of services for the same configuration and language', () => {
    expect(getKitServices(config)).toBe(
      getKitServices(resolveConfig({ country: 'us', lang: 'es' })),
    );
    expect(getKitServices(config)).not.toBe(
      getKitServices(resolveConfig({ apiBase: 'https://api.example.com' })),
    );
  });

  it('another language gets its own API client (it sends the language) but the same sign-in', () => {
    const english = getKitServices(resolveConfig({ country: 'mx', lang: 'en' }));
    expect(english.api).not.toBe(getKitServices(config).api);
    expect(english.auth).toBe(getKitServices(config).auth);
  });
});

describe('given a 401 that ends the session', () => {
  const fakeWindow = (assign = vi.fn()) =>
    ({
      dispatchEvent: window.dispatchEvent.bind(window),
      sessionStorage: window.sessionStorage,
      localStorage: window.localStorage,
      document,
      location: {
        pathname: '/us/en/pages/orders',
        search: '?page=2',
        origin: 'https://portal.example.com',
        hostname: 'portal.example.com',
        assign,
      },
    }) as unknown as Window;
  const adapter = (logout: AuthAdapter['logout']): AuthAdapter => ({
    getAccessToken: async () => null,
    handleRedirect: async () => null,
    getUser: async () => null,
    login: async () => undefined,
    logout,
    renew: async () => undefined,
  });

  it('tells the page, signs out at the provider, clears storage just before leaving and keeps the way back', async () => {
    sessionStorage.setItem('soldToId', '42');
    localStorage.setItem('anp.sample', 'x');
    const heard = vi.fn();
    window.addEventListener('anp-signed-out', heard);
    let storageWhenLogoutStarted: string | null = null;
    const logout = vi.fn<AuthAdapter['logout']>(async (options) => {
      // The provider adapter still reads its cache here; the kit clears at navigation time.
      storageWhenLogoutStarted = sessionStorage.getItem('soldToId');
      options?.beforeNavigate?.();
    });
    await endSession(config, adapter(logout), fakeWindow());
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'unauthorized' });
    expect(storageWhenLogoutStarted).toBe('42');
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    expect(localStorage.getItem('anp.sample')).toBeNull();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/us/en/pages/orders?page=2');
    window.removeEventListener('anp-signed-out', heard);
    sessionStorage.clear();
  });

  it('still clears and goes to login with the way back when the provider cannot be reached', async () => {
    sessionStorage.setItem('soldToId', '42');
    const assign = vi.fn();
    await endSession(
      config,
      adapter(async () => {
        throw new Error('offline');
      }),
      fakeWindow(assign),
    );
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      'https://portal.example.com/login?returnTo=%2Fus%2Fen%2Fpages%2Forders%3Fpage%3D2',
    );
    sessionStorage.clear();
  });

  it('leaves the page alone when a host cancels the event to handle sign-out itself', async () => {
    const cancel = (e: Event) => e.preventDefault();
    window.addEventListener('anp-signed-out', cancel);
    const logout = vi.fn<AuthAdapter['logout']>(async () => undefined);
    const assign = vi.fn();
    await endSession(config, adapter(logout), fakeWindow(assign));
    expect(logout).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    window.removeEventListener('anp-signed-out', cancel);
  });
});

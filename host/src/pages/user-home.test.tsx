import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KitRoot, resolveConfig, type AuthAdapter, type AuthUser } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { UserHome, userHomePath } from './user-home';

const USER: AuthUser = { id: 'u', username: 'u@demo.test', name: 'U', claims: {} };
const config = resolveConfig({ country: 'us', lang: 'en' });

/** The API's answer for a user of `country` in `language`, with an account of `region`. */
function backendFor(country: string, language: string, region: string | null) {
  return fakeBackend(config, {
    'GET users/context': () => ({
      user: { country, language },
      selectedAccount: region === null ? null : { region },
    }),
  });
}

const auth = (user: AuthUser | null) => ({ getUser: async () => user });

describe('given an address without a market (issue 14: `/` led to /us/en for everyone)', () => {
  it.each([
    ['customer.br', 'br', 'pt', 'br', '/br/pt/pages/dashboard'],
    ['customer.gt', 'gt', 'es', 'gt', '/gt/es/pages/dashboard'],
    ['customer.co', 'co', 'es', 'co', '/co/es/pages/dashboard'],
    ['the employee acting for a Guatemalan account', 'us', 'en', 'gt', '/gt/es/pages/dashboard'],
    ['the admin without an account', 'us', 'en', null, '/us/en/pages/dashboard'],
  ])('signed in as %s, the portal opens on %s', async (_who, country, language, region, home) => {
    const { services } = backendFor(country, language, region);
    expect(await userHomePath({ api: services.api, auth: auth(USER) }, '/fallback')).toBe(home);
  });

  it('sends nobody signed in to the sign-in, which lands on their own home afterwards', async () => {
    const backend = backendFor('br', 'pt', 'br');
    expect(await userHomePath({ api: backend.services.api, auth: auth(null) }, '/fallback')).toBe(
      '/login',
    );
    expect(backend.callsTo('GET users/context')).toEqual([]);
  });

  it('falls back to the configured market when the context cannot be read', async () => {
    const { services } = fakeBackend(config, {
      'GET users/context': () => ({ status: 500, body: { message: 'down' } }),
    });
    expect(
      await userHomePath({ api: services.api, auth: auth(USER) }, '/us/en/pages/dashboard'),
    ).toBe('/us/en/pages/dashboard');
  });

  it('navigates there from the root route', async () => {
    const backend = backendFor('gt', 'es', 'gt');
    const services = {
      ...backend.services,
      auth: { ...backend.services.auth, ...auth(USER) } as AuthAdapter,
    };
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    render(
      <KitRoot config={config} services={services} swrCache={new Map()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<UserHome fallback="/us/en/pages/dashboard" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </KitRoot>,
    );
    expect(await screen.findByText('at /gt/es/pages/dashboard')).toBeTruthy();
  });
});

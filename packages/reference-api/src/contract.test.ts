import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../core/src/api/client';
import { createShellApi, type ShellApi } from '../../core/src/api/shell-api';
import { resolveConfig } from '../../core/src/config/validate';
import { testServer } from './test-support';
import type { Api } from './server';

/**
 * The kit's own API client against the reference API (through Fastify's inject, no network):
 * every typed shell call reaches a route and gets the shape its type promises.
 */
let app: Api;
let shell: ShellApi;
let unauthorized = 0;

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  const token = await server.tokenFor({ id: 'u-a' });
  const config = resolveConfig({}, {});
  const api = createApiClient({
    config,
    getAccessToken: async () => token,
    onUnauthorized: () => (unauthorized += 1),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://kit.test');
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  shell = createShellApi(api);
});
afterAll(async () => {
  await app.close();
});

describe("given the kit's shell API client and the reference API", () => {
  it('reads the context, pages and selects accounts', async () => {
    const ctx = await shell.context();
    expect(ctx.user.email).toBe('a@test');
    const page = await shell.pagedAccounts({ limit: 5, offset: 0, searchTerm: 'farm' });
    expect(page.accounts).toHaveLength(5);
    expect(page.totalCount).toBe(12);
    const chosen = page.accounts[2];
    if (!chosen) throw new Error('no account');
    const selected = await shell.selectAccount(chosen.id);
    expect(selected.selectedAccount.id).toBe(chosen.id);
    expect((await shell.context()).selectedAccount?.id).toBe(chosen.id);
    expect((await shell.accountList()).accounts).toHaveLength(12);
    expect((await shell.simplifiedContext()).oktaId).toBe('u-a');
  });

  it('reads and updates terms, profile and notifications', async () => {
    expect((await shell.terms('pt')).language).toBe('pt');
    expect((await shell.acceptTerms()).accepted).toBe(true);
    expect((await shell.updateLanguage('es')).language).toBe('es');
    expect((await shell.me()).language).toBe('es');
    const list = await shell.notifications();
    expect(list.notifications.length).toBeGreaterThan(0);
    const first = list.notifications[0];
    if (!first) throw new Error('no notification');
    expect(
      (
        await shell.updateNotification({
          notificationId: first.notificationId,
          isRead: 1,
          isDismissed: 0,
        })
      ).isRead,
    ).toBe(1);
    expect(
      (
        await shell.updateNotifications([
          { notificationId: first.notificationId, isRead: 1, isDismissed: 1 },
        ])
      ).notifications[0]?.isDismissed,
    ).toBe(1);
    expect((await shell.banners()).banners).toEqual([]);
    expect((await shell.marketConfig('us', 'en')).config).toMatchObject({
      supportPhone: '+1 800 000 0000',
    });
    expect((await shell.logout()).loggedOut).toBe(true);
  });

  it('maps a refused call to the error catalogue', async () => {
    await expect(shell.selectAccount('acc-u-b-1', { publishErrors: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(unauthorized).toBe(0);
  });
});

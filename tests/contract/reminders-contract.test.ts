import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalError, createApiClient, resolveConfig } from '@anp/core';
import { createRemindersApi, type RemindersApi } from '@anp/core/services/reminders';
import { FIXTURE_NOW, testServer } from '@anp/reference-api/testing';

/**
 * The kit's own reminder calls (useRemindersApi's) against the reference API through Fastify's
 * inject: each call reaches its route and gets the shape its type promises, and a refusal is the
 * catalogue's REMINDER_104 carrying the server's own message (ordering.md §8).
 */
type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
let reminders: RemindersApi;

beforeAll(async () => {
  server = await testServer();
  const token = await server.tokenFor({ id: 'u-a' });
  const api = createApiClient({
    config: resolveConfig({}, {}),
    getAccessToken: async () => token,
    getContext: () => ({ lang: 'en', region: 'us', accountId: null }),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://kit.test');
      const res = await server.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  reminders = createRemindersApi(api);
});
afterAll(async () => {
  await server.app.close();
  await server.db.close();
});

describe("given the kit's reminders API client and the reference API", () => {
  it('adds, lists and deletes a reminder', async () => {
    const added = await reminders.add(
      {
        kind: 'once',
        orderNumber: '4000000003',
        date: '2026-11-23',
        time: '07:15',
        timeZone: 'America/Chicago',
      },
      'en',
    );
    expect(added).toMatchObject({
      orderNumber: '4000000003',
      nextDueAt: '2026-11-23T13:15:00.000Z',
    });
    expect((await reminders.list('en')).reminders.map((r) => r.reminderId)).toEqual([
      added.reminderId,
    ]);
    await reminders.remove(added.reminderId);
    expect(await reminders.list('en')).toEqual({ reminders: [] });
  });

  it("answers REMINDER_104 with the server's message in the asked language", async () => {
    const refused = await reminders
      .add({ kind: 'once', date: FIXTURE_NOW.slice(0, 10), time: '00:00', timeZone: 'UTC' }, 'es', {
        publishErrors: false,
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PortalError);
    expect(refused).toMatchObject({
      code: 'REMINDER_104',
      serverMessage: 'Esa fecha y hora ya pasaron. Elija un momento a partir de ahora.',
    });
  });
});

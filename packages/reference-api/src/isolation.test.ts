import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './test-support';
import type { Api } from './server';
import type { Db } from './db/database';

let app: Api;
let db: Db;
let tokenA: string;
beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  tokenA = await server.tokenFor({ id: 'u-a' });
});
afterAll(async () => {
  await app.close();
});

const auth = () => ({ authorization: `Bearer ${tokenA}` });

describe("given user A probing user B's accounts and data", () => {
  it('succeeds 0 times in 100+ cross-account reads and writes through every account-scoped route', async () => {
    const foreignAccounts = (
      await db.query<{ id: string; fullname: string }>(
        "SELECT id, fullname FROM accounts WHERE id LIKE 'acc-u-b-%' ORDER BY id",
      )
    ).map((r) => r);
    const foreignNotifications = ['n-b1'];
    const before = await db.query(
      'SELECT user_id, account_id, selected FROM user_accounts ORDER BY user_id, account_id',
    );
    const notificationsBefore = await db.query(
      'SELECT id, is_read, is_dismissed FROM notifications ORDER BY id',
    );
    let attempts = 0;
    const successes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const account of foreignAccounts) {
        // Write: select another user's account.
        attempts += 1;
        const select = await app.inject({
          method: 'POST',
          url: '/api/users/account/selected',
          headers: { ...auth(), 'x-account-id': account.id },
        });
        if (select.statusCode < 400) successes.push(`select ${account.id}`);
        // Read: search for it by name and by id.
        attempts += 1;
        const search = await app.inject({
          method: 'GET',
          url: `/api/users/accounts/paged?searchTerm=${encodeURIComponent(account.fullname)}`,
          headers: auth(),
        });
        if (search.json<{ accounts: { id: string }[] }>().accounts.some((a) => a.id === account.id))
          successes.push(`search ${account.id}`);
        attempts += 1;
        const region = await app.inject({
          method: 'GET',
          url: '/api/users/accounts/paged?region=mx&limit=500',
          headers: auth(),
        });
        if (region.json<{ totalCount: number }>().totalCount > 0)
          successes.push(`region read ${account.id}`);
      }
      for (const id of foreignNotifications) {
        attempts += 1;
        const patch = await app.inject({
          method: 'PATCH',
          url: '/api/notifications',
          headers: auth(),
          payload: { notificationId: id, isRead: 1, isDismissed: 1 },
        });
        if (patch.statusCode < 400) successes.push(`patch ${id}`);
        attempts += 1;
        const bulk = await app.inject({
          method: 'PATCH',
          url: '/api/notifications/bulk',
          headers: auth(),
          payload: {
            notifications: [
              { notificationId: 'n-a1', isRead: 1, isDismissed: 0 },
              { notificationId: id, isRead: 1, isDismissed: 1 },
            ],
          },
        });
        if (bulk.statusCode < 400) successes.push(`bulk ${id}`);
      }
    }
    attempts += 1;
    const list = await app.inject({
      method: 'GET',
      url: '/api/users/account/list',
      headers: auth(),
    });
    if (
      list.json<{ accounts: { id: string }[] }>().accounts.some((a) => a.id.startsWith('acc-u-b'))
    )
      successes.push('list');
    attempts += 1;
    const notes = await app.inject({ method: 'GET', url: '/api/notifications', headers: auth() });
    if (
      notes
        .json<{ notifications: { notificationId: string }[] }>()
        .notifications.some((n) => n.notificationId === 'n-b1')
    )
      successes.push('notifications');

    expect(attempts).toBeGreaterThanOrEqual(100);
    expect(successes).toEqual([]);
    // Nothing changed behind the refusals (the bulk update is all or nothing).
    expect(
      await db.query(
        'SELECT user_id, account_id, selected FROM user_accounts ORDER BY user_id, account_id',
      ),
    ).toEqual(before);
    expect(
      await db.query('SELECT id, is_read, is_dismissed FROM notifications ORDER BY id'),
    ).toEqual(notificationsBefore);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import {
  AppliedTemplate,
  OrderTemplate,
  OrderTemplateList,
  Reminder,
  TEMPLATE_NAME_MAX,
  TEMPLATES_PER_SOLD_TO,
  type Cart,
} from '@anp/contract';
import { testServer } from '../../test/test-server';
import { insertAccounts, insertUsers } from '../../test/fixture-users';
import { GROUPS } from '@anp/rules';
import * as rules from '@anp/rules/cart';
import { insertRows, type Db } from '../db/database';
import type { Api } from '../server';

// Issue 17, order templates: a template belongs to a user and a sold-to account; shared, every
// user of that account may read and apply it, only its owner changes it; another account's reads
// as missing. u-a and u-a2 both act for acc-u-a-0; u-b is the Mexican customer of another
// sold-to; u-n is linked to acc-u-a-0 without the purchase group.
let app: Api;
let db: Db;
const token: Record<string, string> = {};
const US = 'acc-u-a-0';

beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  const customer = {
    userType: 'External',
    businessUnit: 'feed',
    language: 'en',
    country: 'us',
    customerType: 'Retailer',
    tncAcceptedAt: '2026-01-01T00:00:00Z',
  } as const;
  await insertUsers(db, [
    {
      ...customer,
      id: 'u-a2',
      email: 'a2@test',
      firstName: 'Abel',
      lastName: 'Second',
      groups: [GROUPS.purchase],
    },
    { ...customer, id: 'u-n', email: 'n@test', firstName: 'Nora', lastName: 'Viewer', groups: [] },
  ]);
  await insertAccounts(db, [
    { id: 'acc-pork', name: 'Pork Farm', soldToCode: '1099', region: 'us', businessUnit: 'pork' },
  ]);
  await insertRows(
    db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary', 'selected'],
    [
      ['u-a2', US, true, true],
      ['u-n', US, true, true],
      ['u-a', 'acc-pork', false, false],
    ],
  );
  for (const id of ['u-a', 'u-a2', 'u-b', 'u-n']) token[id] = await server.tokenFor({ id });
});
afterAll(async () => {
  await app.close();
});

const call = (
  user: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  account: string | null = US,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${token[user]}`,
      ...(account ? { 'x-account-id': account } : {}),
    },
    ...(payload ? { payload } : {}),
  });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const list = async (user: string, account: string = US) => {
  const res = await call(user, 'GET', '/cart/templates', undefined, account);
  expect(res.statusCode).toBe(200);
  return shaped(OrderTemplateList, res.json()) as OrderTemplateList;
};

const fill = async (user: string, items: { sku: string; quantity: number }[]) => {
  const res = await call(user, 'POST', '/cart/addItems', { items });
  expect(res.statusCode).toBe(200);
  return res.json() as Cart;
};

const lines = (cart: Cart) => cart.cartItems.map((i) => [i.sku, i.itemCount.value]);

describe('given the US retailer saves the cart as a template', () => {
  let templateId = '';

  it('saves the cart lines under a trimmed name, private by default', async () => {
    await fill('u-a', [
      { sku: '100001', quantity: 10 },
      { sku: '100002', quantity: 4 },
    ]);
    const res = await call('u-a', 'POST', '/cart/templates/create', { name: '  Weekly layers ' });
    expect(res.statusCode).toBe(201);
    const t = shaped(OrderTemplate, res.json()) as OrderTemplate;
    templateId = t.templateId;
    expect(t).toMatchObject({
      name: 'Weekly layers',
      shared: false,
      owner: { name: 'Ana Alpha', isCaller: true },
      weightUnit: 'lb',
      totalWeight: 700,
      reminder: null,
    });
    expect(t.lines.map((l) => [l.sku, l.quantity, l.countLabel])).toEqual([
      ['100001', 10, 'bags'],
      ['100002', 4, 'bags'],
    ]);
  });

  it('is not visible to the other user of the sold-to until it is shared', async () => {
    expect((await list('u-a2')).templates).toEqual([]);
    const apply = await call('u-a2', 'POST', '/cart/templates/apply', {
      templateId,
      mode: 'merge',
    });
    expect(apply.statusCode).toBe(404);
  });

  it('is shared by its owner, and then listed to the other user with the owner name', async () => {
    const res = await call('u-a', 'POST', '/cart/templates/share', { templateId, shared: true });
    expect(res.statusCode).toBe(200);
    expect((shaped(OrderTemplate, res.json()) as OrderTemplate).shared).toBe(true);
    const [seen] = (await list('u-a2')).templates;
    expect(seen).toMatchObject({
      templateId,
      shared: true,
      owner: { name: 'Ana Alpha', isCaller: false },
    });
  });

  it('refuses rename, share and delete to the other user with 403, and changes nothing', async () => {
    for (const [url, body] of [
      ['/cart/templates/rename', { templateId, name: 'Mine now' }],
      ['/cart/templates/share', { templateId, shared: false }],
      ['/cart/templates/delete', { templateId }],
    ] as const) {
      const res = await call('u-a2', 'POST', url, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'NOT_OWNER']);
    }
    expect((await list('u-a')).templates[0]).toMatchObject({ name: 'Weekly layers', shared: true });
  });

  it('starts the other user s cart from it (replace), which then holds its lines', async () => {
    await fill('u-a2', [{ sku: '100005', quantity: 2 }]);
    const res = await call('u-a2', 'POST', '/cart/templates/apply', {
      templateId,
      mode: 'replace',
    });
    expect(res.statusCode).toBe(200);
    const applied = shaped(AppliedTemplate, res.json()) as AppliedTemplate;
    expect(lines(applied)).toEqual([
      ['100001', 10],
      ['100002', 4],
    ]);
    expect(applied.summary).toMatchObject({ templateId, name: 'Weekly layers', mode: 'replace' });
    expect(applied.summary.added.map((l) => l.sku)).toEqual(['100001', '100002']);
    expect(applied.summary.notAdded).toEqual([]);
  });

  it('merges into a cart by adding quantities to the lines already there', async () => {
    const res = await call('u-a2', 'POST', '/cart/templates/apply', { templateId, mode: 'merge' });
    expect(lines(res.json() as Cart)).toEqual([
      ['100001', 20],
      ['100002', 8],
    ]);
  });

  it('reports a product no longer sold and adds the rest', async () => {
    await db.query(`UPDATE products SET markets = '{}' WHERE sku = '100002'`);
    try {
      const res = await call('u-a2', 'POST', '/cart/templates/apply', {
        templateId,
        mode: 'replace',
      });
      const applied = shaped(AppliedTemplate, res.json()) as AppliedTemplate;
      expect(lines(applied)).toEqual([['100001', 10]]);
      expect(applied.summary.notAdded).toEqual([
        expect.objectContaining({ sku: '100002', quantity: 4, reason: 'discontinued' }),
      ]);
      expect(applied.invalidSkus).toEqual(['100002']);
    } finally {
      await db.query(`UPDATE products SET markets = '{us}' WHERE sku = '100002'`);
    }
  });

  it('reads as missing (404) to a user of another sold-to, with either account', async () => {
    for (const account of ['acc-u-b-0', US]) {
      const res = await call(
        'u-b',
        'POST',
        '/cart/templates/apply',
        { templateId, mode: 'merge' },
        account,
      );
      expect(res.statusCode).toBe(404);
    }
    expect((await list('u-b', 'acc-u-b-0')).templates).toEqual([]);
  });

  it('reads as missing from another account of the same user', async () => {
    const res = await call(
      'u-a',
      'POST',
      '/cart/templates/rename',
      { templateId, name: 'X' },
      'acc-u-a-1',
    );
    expect(res.statusCode).toBe(404);
    expect((await list('u-a', 'acc-u-a-1')).templates).toEqual([]);
  });

  it('is renamed by its owner; a name they already use is refused', async () => {
    const res = await call('u-a', 'POST', '/cart/templates/rename', { templateId, name: 'Layers' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as OrderTemplate).name).toBe('Layers');
    await call('u-a', 'POST', '/cart/templates/create', { name: 'Spare' });
    const taken = await call('u-a', 'POST', '/cart/templates/rename', {
      templateId,
      name: 'spare',
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'TEMPLATE_NAME_TAKEN']);
  });

  it('carries an every-N-days reminder that names it in its notification', async () => {
    const res = await call('u-a2', 'POST', '/reminder', {
      kind: 'every',
      date: '2026-11-21',
      everyDays: 14,
      time: '08:00',
      timeZone: 'America/Chicago',
      templateId,
    });
    expect(res.statusCode).toBe(201);
    const reminder = shaped(Reminder, res.json()) as Reminder;
    expect(reminder).toMatchObject({ templateId, templateName: 'Layers', everyDays: 14 });
    const [seen] = (await list('u-a2')).templates.filter((t) => t.templateId === templateId);
    expect(seen?.reminder).toMatchObject({ reminderId: reminder.reminderId, everyDays: 14 });
    // The owner's own list shows no reminder: it is the caller's.
    const [own] = (await list('u-a')).templates.filter((t) => t.templateId === templateId);
    expect(own?.reminder).toBeNull();
  });

  it('refuses a reminder on a template the user may not see (404), or not recurring (400)', async () => {
    const other = await call(
      'u-b',
      'POST',
      '/reminder',
      {
        kind: 'every',
        date: '2026-11-21',
        everyDays: 14,
        time: '08:00',
        timeZone: 'America/Chicago',
        templateId,
      },
      null,
    );
    expect(other.statusCode).toBe(404);
    const once = await call(
      'u-a',
      'POST',
      '/reminder',
      {
        kind: 'once',
        date: '2026-11-21',
        time: '08:00',
        timeZone: 'America/Chicago',
        templateId,
      },
      null,
    );
    expect(once.statusCode).toBe(400);
  });

  it('is deleted by its owner, with the reminders set on it', async () => {
    const res = await call('u-a', 'POST', '/cart/templates/delete', { templateId });
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);
    expect((await list('u-a2')).templates.map((t) => t.templateId)).not.toContain(templateId);
    const reminders = (await call('u-a2', 'GET', '/reminder', undefined, null)).json() as {
      reminders: Reminder[];
    };
    expect(reminders.reminders.filter((r) => r.templateId === templateId)).toEqual([]);
    const again = await call('u-a', 'POST', '/cart/templates/delete', { templateId });
    expect(again.statusCode).toBe(404);
  });
});

describe('given the limits and the schemas', () => {
  it('states the same limits as the rules the pages use', () => {
    expect([TEMPLATE_NAME_MAX, TEMPLATES_PER_SOLD_TO]).toEqual([
      rules.TEMPLATE_NAME_MAX,
      rules.TEMPLATES_PER_SOLD_TO,
    ]);
  });

  it.each([
    ['an unknown property', { name: 'A', color: 'red' }],
    ['a name too long', { name: 'x'.repeat(TEMPLATE_NAME_MAX + 1) }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
  ])('refuses create with %s (400)', async (_case, body) => {
    const res = await call('u-a', 'POST', '/cart/templates/create', body);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['/cart/templates/rename', { templateId: 't', name: 'A', shared: true }],
    ['/cart/templates/share', { templateId: 't', shared: true, name: 'A' }],
    ['/cart/templates/delete', { templateId: 't', force: true }],
    ['/cart/templates/apply', { templateId: 't', mode: 'merge', extra: 1 }],
    ['/cart/templates/apply', { templateId: 't', mode: 'append' }],
  ])('refuses %s with an unknown property or value (400)', async (url, body) => {
    const res = await call('u-a', 'POST', url, body);
    expect(res.statusCode).toBe(400);
  });

  it('refuses to save an empty cart (400 EMPTY_CART)', async () => {
    const res = await call('u-a', 'POST', '/cart/templates/create', { name: 'Empty' }, 'acc-u-a-2');
    expect([res.statusCode, res.json().code]).toEqual([400, 'EMPTY_CART']);
  });

  it(`refuses a template past ${TEMPLATES_PER_SOLD_TO} per sold-to, every user's together (409)`, async () => {
    const account = 'acc-u-a-3';
    await call(
      'u-a',
      'POST',
      '/cart/addItems',
      { items: [{ sku: '100001', quantity: 1 }] },
      account,
    );
    await insertRows(
      db,
      'cart_templates',
      ['id', 'user_id', 'account_id', 'name', 'shared', 'created_at', 'updated_at'],
      Array.from({ length: TEMPLATES_PER_SOLD_TO }, (_, i) => [
        `tpl-fill-${i}`,
        'u-a',
        account,
        `Fill ${i}`,
        false,
        '2026-11-01T00:00:00Z',
        '2026-11-01T00:00:00Z',
      ]),
    );
    const res = await call('u-a', 'POST', '/cart/templates/create', { name: 'One more' }, account);
    expect([res.statusCode, res.json().code]).toEqual([409, 'TEMPLATE_LIMIT']);
  });

  it('refuses every call where the cart is hidden (pork) or the user may not purchase (403)', async () => {
    const hidden = await call('u-a', 'GET', '/cart/templates', undefined, 'acc-pork');
    expect([hidden.statusCode, hidden.json().code]).toEqual([403, 'CART_HIDDEN']);
    const viewer = await call('u-n', 'GET', '/cart/templates');
    expect([viewer.statusCode, viewer.json().code]).toEqual([403, 'NO_PURCHASE_RIGHTS']);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountOptionsPage,
  BulkCheck,
  BulkJob,
  CallerPermissions,
  ManagedUser,
  SavedUser,
  ShipToOptionsPage,
  UserConfigurations,
  UserDraft,
  UserHistory,
  UserListPage,
} from '@anp/contract';
import { multipartBody } from '../../test/support-server';
import { userAdminTestServer } from '../../test/user-admin-server';

type Server = Awaited<ReturnType<typeof userAdminTestServer>>;
let server: Server;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await userAdminTestServer();
  for (const id of ['u-admin', 'u-helper', 'u-emp', 'u-m1', 'u-m5', 'u-a'])
    tokens[id] = await server.tokenFor({ id });
});
afterAll(async () => {
  await server.app.close();
  await server.db.close();
});

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const draft = (over: Partial<UserDraft> = {}): UserDraft => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@example.com',
  phone: '+1 515-555-0199',
  mobile: null,
  language: 'en',
  country: 'us',
  userType: 'Customer',
  role: 'Retailer',
  businessUnit: 'feed',
  groups: ['DXP_CAN_AccGrp_Purchase_Products'],
  permissions: [],
  accounts: [
    { accountId: 'acc-u-a-7', isPrimary: true },
    { accountId: 'acc-pork-1', isPrimary: false },
  ],
  shipTos: [
    { accountId: 'acc-u-a-7', allShipTos: true, shipToIds: [] },
    { accountId: 'acc-pork-1', allShipTos: false, shipToIds: ['st-pork-2'] },
  ],
  accountPermissions: [{ accountId: 'acc-pork-1', permissions: ['view_invoices'] }],
  ...over,
});

function upload(who: string, file: Buffer, name: string, mode?: string, lang = 'en') {
  const { payload, headers } = multipartBody([
    ...(mode ? [{ name: 'mode', value: mode }] : []),
    { name: 'file', filename: name, value: file, contentType: 'text/csv' },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/users/bulk/validate?lang=${lang}`,
    headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
    payload,
  });
}

async function finished(who: string, jobId: string): Promise<BulkJob> {
  for (;;) {
    const job = (await call(who, 'GET', `users/bulk/jobs/${jobId}`)).json<BulkJob>();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('given a user without the user-management group', () => {
  it('refuses every user-management route with 403 FORBIDDEN', async () => {
    const id = 'u-m1';
    const job = '00000000-0000-4000-8000-000000000000';
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', 'users/list'],
      ['GET', 'users/list/export?format=csv'],
      ['GET', `users/${id}`],
      ['POST', 'users', draft()],
      ['PUT', `users/${id}`, { ...draft(), version: 1 }],
      ['POST', `users/${id}/activate`],
      ['POST', `users/${id}/deactivate`],
      ['POST', 'users/bulk/activate', { userIds: [id] }],
      ['POST', 'users/bulk/deactivate', { userIds: [id] }],
      ['GET', `users/${id}/history`],
      ['GET', 'users/verifyEmailId/a%40example.com'],
      ['GET', 'users/info/a%40example.com'],
      ['GET', 'users/account/list/paged'],
      ['GET', 'users/account/soldToShipTo/list/paged?accountId=acc-pork-1'],
      ['GET', 'users/configurations?lang=en'],
      ['GET', 'users/bulk/template?format=csv'],
      ['POST', 'users/bulk/apply', { uploadId: 'x' }],
      ['GET', `users/bulk/jobs/${job}`],
      ['GET', `users/bulk/jobs/${job}/result?format=csv`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call('u-emp', method, url, body);
      expect([url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        url,
        403,
        'FORBIDDEN',
      ]);
    }
    const dry = await upload('u-emp', Buffer.from('email\n'), 'u.csv');
    expect([dry.statusCode, dry.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
    expect(calls.length + 1).toBe(20);
    // The caller's own answers stay open: what they may do, and their profile's details.
    const own = (await call('u-emp', 'GET', 'users/permissions')).json<CallerPermissions>();
    expect(own).toMatchObject({
      canManageUsers: false,
      canCreateUsers: false,
      canReportUsers: false,
    });
    const details = await call('u-emp', 'GET', 'users/userdetails?lang=es');
    expect(details.statusCode).toBe(200);
    // Every group in words, the internal staff's group too (not an option admins assign).
    expect(details.json<{ groups: { code: string; label: string }[] }>().groups).toEqual([
      expect.objectContaining({
        code: 'DXP_CAN_AccGrp_Purchase_Products',
        label: 'Comprar productos',
      }),
      expect.objectContaining({ code: 'DXP_Internal_Users', label: 'Personal interno' }),
    ]);
  });

  it('tells a member without keys they may not create or export', async () => {
    const perms = (await call('u-helper', 'GET', 'users/permissions')).json<CallerPermissions>();
    expect(perms).toMatchObject({
      canManageUsers: true,
      canCreateUsers: false,
      canReportUsers: false,
    });
    const create = await call('u-helper', 'POST', 'users', draft());
    expect(create.statusCode).toBe(403);
    expect(create.json<{ message: string }>().message).toContain('create_new_user');
    expect((await call('u-helper', 'GET', 'users/list/export?format=csv')).statusCode).toBe(403);
    expect((await call('u-helper', 'GET', 'users/list')).statusCode).toBe(200);
  });
});

describe('the users list', () => {
  const list = async (query: string) => {
    const res = await call('u-admin', 'GET', `users/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserListPage>();
  };

  it('searches names and e-mails without case or accents', async () => {
    expect((await list('search=NUNEZ')).users.map((u) => u.id)).toEqual(['u-m1']);
    expect((await list('search=jos%C3%A9%20n')).users.map((u) => u.id)).toEqual(['u-m1']);
    expect((await list('search=souza%40')).users.map((u) => u.id)).toEqual(['u-m2']);
    expect((await list('search=100%25')).totalCount).toBe(0);
  });

  it('filters, sorts and pages on the server', async () => {
    expect((await list('status=In%20Progress')).users.map((u) => u.id)).toEqual(['u-m2']);
    expect((await list('status=Inactive&region=us')).users.map((u) => u.id)).toEqual(['u-m3']);
    expect((await list('userType=Internal&role=sales')).users.map((u) => u.id)).toEqual(['u-m4']);
    expect((await list('accountId=acc-u-b-2')).users.map((u) => u.id)).toEqual(['u-b', 'u-m1']);
    const bySignIn = await list('sort=lastSignIn&order=desc&limit=3');
    expect(bySignIn.users.map((u) => u.id)).toEqual(['u-m4', 'u-m1', 'u-m3']);
    const all = await list('limit=200');
    const page = await list('limit=2&offset=2&sort=email');
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.users).toHaveLength(2);
    expect(page).toMatchObject({ offset: 2, limit: 2 });
    const sorted = [...all.users].map((u) => u.email.toLowerCase()).sort();
    expect(page.users.map((u) => u.email)).toEqual(sorted.slice(2, 4));
    expect((await list('offset=1000')).totalCount).toBe(all.totalCount);
  });

  it('shows the primary account, the count of accounts and the last sign-in', async () => {
    const [jose] = (await list('search=nunez')).users;
    expect(jose).toMatchObject({
      primaryAccount: { accountId: 'acc-u-b-1', soldToCode: '2000000001' },
      accountCount: 3,
      lastSignInAt: '2026-11-10T12:00:00.000Z',
      status: 'Active',
      role: 'Retailer',
    });
    expect((await list('search=baker')).users[0]?.lastSignInAt).toBeNull();
  });

  it('refuses unknown filters and out-of-range pages (closed schemas)', async () => {
    expect((await call('u-admin', 'GET', 'users/list?colour=red')).statusCode).toBe(400);
    expect((await call('u-admin', 'GET', 'users/list?limit=201')).statusCode).toBe(400);
    expect((await call('u-admin', 'GET', 'users/list?status=Gone')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV and XLSX in the language asked', async () => {
    const csv = await call(
      'u-admin',
      'GET',
      'users/list/export?format=csv&lang=es&region=us&sort=email',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('users.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Correo electrónico');
    expect(lines.some((l) => l.includes('ivan.ortiz@example.com') && l.includes('Inactivo'))).toBe(
      true,
    );
    expect(lines.some((l) => l.includes('jose.nunez@example.com'))).toBe(false);
    const xlsx = await call(
      'u-admin',
      'GET',
      'users/list/export?format=xlsx&lang=pt&status=Active',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).text).toBe('E-mail');
    const emails = sheet.getColumn(2).values.slice(2);
    expect(emails).toContain('jose.nunez@example.com');
    expect(emails).not.toContain('paula.souza@example.com');
  });
});

describe('the lookups of the add and edit steps', () => {
  it('labels the configurations in the language asked', async () => {
    const pt = (
      await call('u-admin', 'GET', 'users/configurations?lang=pt')
    ).json<UserConfigurations>();
    expect(pt.userTypes.find((t) => t.code === 'Customer')?.label).toBe('Cliente');
    expect(pt.markets.find((m) => m.code === 'mx')).toEqual({
      code: 'mx',
      label: 'México',
      language: 'es',
    });
    expect(pt.permissionKeys.find((k) => k.code === 'view_invoices')?.perAccount).toBe(true);
    expect(pt.markets).toHaveLength(11);
  });

  it('checks e-mails and names their owner', async () => {
    const check = (email: string) =>
      call('u-admin', 'GET', `users/verifyEmailId/${encodeURIComponent(email)}`);
    expect((await check('JOSE.NUNEZ@example.com')).json()).toMatchObject({
      valid: true,
      exists: true,
    });
    expect((await check('new.person@example.org')).json()).toMatchObject({
      valid: true,
      exists: false,
    });
    expect((await check('not an email')).json()).toMatchObject({ valid: false, exists: false });
    const owner = await call('u-admin', 'GET', 'users/info/jose.nunez%40example.com');
    expect(owner.json()).toEqual({
      exists: true,
      user: { id: 'u-m1', firstName: 'José', lastName: 'Núñez', status: 'Active', country: 'mx' },
    });
  });

  it('pages every linkable account, by kind and search, and the ship-tos of one', async () => {
    const pork = (
      await call('u-admin', 'GET', 'users/account/list/paged?kind=pork')
    ).json<AccountOptionsPage>();
    expect(pork.accounts.map((a) => [a.accountId, a.kind, a.shipToCount])).toEqual([
      ['acc-pork-1', 'pork', 3],
    ]);
    const internal = (
      await call('u-admin', 'GET', 'users/account/list/paged?kind=internal')
    ).json<AccountOptionsPage>();
    expect(internal.accounts.map((a) => a.accountId)).toEqual(['acc-int-1']);
    const mx = (
      await call(
        'u-admin',
        'GET',
        'users/account/list/paged?country=mx&limit=3&offset=3&searchText=forrajera',
      )
    ).json<AccountOptionsPage>();
    expect(mx).toMatchObject({ offset: 3, totalCount: 8, resultCount: 3, searchText: 'forrajera' });
    const ships = (
      await call(
        'u-admin',
        'GET',
        'users/account/soldToShipTo/list/paged?accountId=acc-pork-1&limit=2&offset=1',
      )
    ).json<ShipToOptionsPage>();
    expect(ships).toMatchObject({
      accountId: 'acc-pork-1',
      totalCount: 3,
      resultCount: 2,
      offset: 1,
    });
    const mill = (
      await call(
        'u-admin',
        'GET',
        'users/account/soldToShipTo/list/paged?accountId=acc-pork-1&searchText=boone',
      )
    ).json<ShipToOptionsPage>();
    expect(mill.shipTos.map((s) => s.id)).toEqual(['st-pork-3']);
  });
});

describe('saving a user', () => {
  let created: SavedUser;

  it('creates a user In Progress, with accounts, ship-tos and per-account keys', async () => {
    const res = await call('u-admin', 'POST', 'users', draft());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<SavedUser>();
    expect(created.warning).toBeNull();
    expect(created.user).toMatchObject({
      status: 'In Progress',
      locale: 'en_US',
      version: 1,
      accounts: [
        { accountId: 'acc-u-a-7', isPrimary: true, kind: 'customer' },
        { accountId: 'acc-pork-1', isPrimary: false, kind: 'pork' },
      ],
      shipTos: draft().shipTos,
      accountPermissions: draft().accountPermissions,
    });
    const read = (await call('u-admin', 'GET', `users/${created.user.id}`)).json<ManagedUser>();
    expect(read).toEqual(created.user);
  });

  it('refuses an e-mail that exists (409 at body.email), in any case', async () => {
    const res = await call('u-admin', 'POST', 'users', draft({ email: 'Jose.Nunez@EXAMPLE.COM' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_EXISTS', field: 'body.email' });
  });

  it("refuses the associations' problems with the contract's codes", async () => {
    const codeOf = async (over: Partial<UserDraft>) => {
      const res = await call(
        'u-admin',
        'POST',
        'users',
        draft({ email: 'x.y@example.com', shipTos: [], accountPermissions: [], ...over }),
      );
      return [res.statusCode, res.json<{ code: string }>().code];
    };
    expect(
      await codeOf({
        accounts: [
          { accountId: 'acc-u-a-1', isPrimary: true },
          { accountId: 'acc-u-a-1', isPrimary: false },
        ],
      }),
    ).toEqual([422, 'DUPLICATE_ASSOCIATION']);
    expect(await codeOf({ accounts: [] })).toEqual([422, 'MIN_SELECTION']);
    // Administrators may have none.
    expect(
      await codeOf({
        accounts: [],
        email: 'new.admin@example.com',
        groups: ['DXP_CAN_AccGrp_User_Management'],
      }),
    ).toEqual([201, undefined]);
    expect(await codeOf({ accounts: [{ accountId: 'acc-u-a-1', isPrimary: false }] })).toEqual([
      422,
      'PRIMARY_REQUIRED',
    ]);
    expect(await codeOf({ accounts: [{ accountId: 'acc-nope', isPrimary: true }] })).toEqual([
      422,
      'UNKNOWN_ACCOUNT',
    ]);
    expect(await codeOf({ role: 'sales' })).toEqual([400, 'VALIDATION']);
    expect(await codeOf({ permissions: ['launch_rockets'] })).toEqual([400, 'VALIDATION']);
    expect(
      await codeOf({
        shipTos: [{ accountId: 'acc-u-a-7', allShipTos: false, shipToIds: ['st-pork-1'] }],
      }),
    ).toEqual([400, 'VALIDATION']);
  });

  it("refuses another market's primary account in the caller's language (Spanish)", async () => {
    const user = (await call('u-admin', 'GET', 'users/u-m5')).json<ManagedUser>();
    const res = await call('u-helper', 'PUT', 'users/u-m5', {
      ...draft({ email: user.email, shipTos: [], accountPermissions: [] }),
      accounts: [{ accountId: 'acc-u-b-4', isPrimary: true }],
      version: user.version,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'WRONG_MARKET',
      message:
        'La cuenta principal pertenece al mercado de México. Vaya al portal de México para asignarla como principal.',
    });
  });

  it('updates with the version read, refuses a stale one, warns and records the changes', async () => {
    const id = created.user.id;
    const body = {
      ...draft({ groups: [], phone: null }),
      version: 1,
    };
    const res = await call('u-admin', 'PUT', `users/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<SavedUser>();
    expect(saved.user.version).toBe(2);
    expect(saved.warning?.code).toBe('NO_PURCHASE_GROUP');
    const stale = await call('u-admin', 'PUT', `users/${id}`, body);
    expect([stale.statusCode, stale.json<{ code: string }>().code]).toEqual([
      409,
      'VERSION_CONFLICT',
    ]);
    const noVersion = await call('u-admin', 'PUT', `users/${id}`, draft());
    expect(noVersion.json()).toMatchObject({ code: 'VALIDATION', field: 'body.version' });

    const history = (await call('u-admin', 'GET', `users/${id}/history`)).json<UserHistory>();
    expect(history.totalCount).toBe(2);
    const [update, creation] = history.entries;
    expect(update).toMatchObject({
      action: 'updated',
      source: 'editor',
      actor: { id: 'u-admin', name: 'Alex Morgan' },
    });
    expect(update?.changes).toEqual([
      { field: 'phone', before: '+1 515-555-0199', after: null },
      { field: 'groups', before: 'DXP_CAN_AccGrp_Purchase_Products', after: null },
    ]);
    expect(creation?.action).toBe('created');
    expect(creation?.changes).toContainEqual({
      field: 'accounts',
      before: null,
      after: '1000000007 (primary); 3000000001',
    });
    expect((await call('u-admin', 'GET', 'users/u-nobody')).statusCode).toBe(404);
  });
});

describe('activation', () => {
  it('a deactivated user is refused on the next call, and activation restores access', async () => {
    expect((await call('u-m5', 'GET', 'users/me')).statusCode).toBe(200);
    // The user's provider session and grant (what a refresh would use).
    await server.db.query(
      `INSERT INTO oidc_store (model, id, payload, grant_id, account_id)
       VALUES ('Session', 's-m5', '{}', NULL, 'u-m5'), ('Grant', 'g-m5', '{}', NULL, 'u-m5')`,
    );
    const off = await call('u-admin', 'POST', 'users/u-m5/deactivate');
    expect(off.json<ManagedUser>().status).toBe('Inactive');
    const grants = await server.db.query("SELECT id FROM oidc_store WHERE account_id = 'u-m5'");
    expect(grants).toEqual([]);
    const refused = await call('u-m5', 'GET', 'users/me');
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      401,
      'USER_INACTIVE',
    ]);
    expect((await call('u-m5', 'GET', 'users/context')).statusCode).toBe(401);
    const on = await call('u-admin', 'POST', 'users/u-m5/activate');
    expect(on.json<ManagedUser>().status).toBe('Active');
    expect((await call('u-m5', 'GET', 'users/me')).statusCode).toBe(200);
    const history = (await call('u-admin', 'GET', 'users/u-m5/history')).json<UserHistory>();
    expect(history.entries.map((e) => e.action)).toEqual(['activated', 'deactivated']);
    expect(history.entries[1]?.changes).toEqual([
      { field: 'status', before: 'Active', after: 'Inactive' },
    ]);
  });

  it('changes several at once and says which were refused', async () => {
    const res = await call('u-admin', 'POST', 'users/bulk/activate', {
      userIds: ['u-m2', 'u-m3', 'u-m4', 'u-admin', 'u-gone'],
    });
    const result = res.json<{ updated: string[]; refused: { userId: string; code: string }[] }>();
    expect(result.updated).toEqual(['u-m2', 'u-m3']);
    expect(result.refused.map((r) => [r.userId, r.code])).toEqual([
      ['u-m4', 'ALREADY_ACTIVE'],
      ['u-admin', 'OWN_STATUS'],
      ['u-gone', 'NOT_FOUND'],
    ]);
    const history = (await call('u-admin', 'GET', 'users/u-m2/history')).json<UserHistory>();
    expect(history.entries[0]).toMatchObject({ action: 'activated', source: 'bulk-status' });
  });

  it("records the profile's language change in the user's own history", async () => {
    expect((await call('u-m1', 'PUT', 'users/me', { language: 'pt' })).statusCode).toBe(200);
    expect((await call('u-m1', 'PUT', 'users/me', { language: 'pt' })).statusCode).toBe(200);
    const history = (await call('u-admin', 'GET', 'users/u-m1/history')).json<UserHistory>();
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      action: 'language',
      source: 'profile',
      actor: { id: 'u-m1' },
      changes: [{ field: 'language', before: 'es', after: 'pt' }],
    });
  });
});

describe('the bulk upload', () => {
  const HEADER =
    'email,firstName,lastName,phone,mobile,language,country,userType,role,businessUnit,accounts,permissions';

  it('offers the template as CSV and XLSX, whose example row passes the dry run', async () => {
    const csv = await call('u-admin', 'GET', 'users/bulk/template?format=csv');
    expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);
    const check = (
      await upload('u-admin', Buffer.from(csv.rawPayload), 'template.csv')
    ).json<BulkCheck>();
    expect(check).toMatchObject({ rowCount: 1, validCount: 1, createCount: 1, errorCount: 0 });
    const xlsx = await call('u-admin', 'GET', 'users/bulk/template?format=xlsx');
    const fromXlsx = (
      await upload('u-admin', Buffer.from(xlsx.rawPayload), 'template.xlsx')
    ).json<BulkCheck>();
    expect(fromXlsx).toMatchObject({ rowCount: 1, validCount: 1, errorCount: 0 });
  });

  it('lists every row error with its line, column, value and message; saves nothing', async () => {
    const file = [
      HEADER,
      'ok.one@example.com,Ok,One,,,en,us,Customer,Retailer,feed,1000000001;1000000002,DXP_CAN_AccGrp_Purchase_Products',
      'ok.one@example.com,Ok,Again,,,en,us,Customer,,feed,1000000003,',
      '',
      'ghost@example.com,Gho,St,,,en,us,Customer,,feed,9999999999,',
      'jose.nunez@example.com,José,Núñez,,,es,mx,Customer,,feed,2000000001,',
      'bad.role@example.com,Bad,Role,,,en,us,Customer,Astronaut,feed,1000000004,',
      'wrong.market@example.com,Wrong,Market,,,es,us,Customer,,feed,2000000005;1000000006,',
      ',NoMail,Here,,,en,us,Customer,,feed,1000000001,',
    ].join('\n');
    const res = await upload('u-admin', Buffer.from(file), 'users.csv', 'create-only', 'es');
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json<BulkCheck>();
    expect(check).toMatchObject({ rowCount: 7, validCount: 1, createCount: 1, errorCount: 6 });
    expect(check.errors.map((e) => [e.line, e.column, e.code, e.value])).toEqual([
      [3, 'email', 'DUPLICATE_EMAIL', 'ok.one@example.com'],
      [5, 'accounts', 'UNKNOWN_ACCOUNT', '9999999999'],
      [6, 'email', 'EMAIL_EXISTS', 'jose.nunez@example.com'],
      [7, 'role', 'BAD_ROLE', 'Astronaut'],
      [8, 'accounts', 'WRONG_MARKET', '2000000005'],
      [9, 'email', 'REQUIRED', null],
    ]);
    expect(check.errors[0]?.message).toBe(
      'Este correo electrónico también está en la línea 2 del archivo.',
    );
    expect(check.errors[4]?.message).toContain('México');
    expect(
      (await call('u-admin', 'GET', 'users/verifyEmailId/ok.one%40example.com')).json(),
    ).toMatchObject({
      exists: false,
    });
  });

  it('applies the valid rows as a job, then answers the result file; an upload applies once', async () => {
    const file = [
      HEADER,
      'bulk.new@example.com,Bulk,New,,,en,us,Customer,Retailer,feed,1000000001,DXP_CAN_AccGrp_Purchase_Products;view_invoices',
      'tom.baker@example.com,Thomas,Baker,,,en,us,Customer,,feed,1000000005,DXP_CAN_AccGrp_Purchase_Products',
      'broken@example.com,Bro,Ken,,,xx,us,Customer,,feed,1000000001,',
    ].join('\r\n');
    const check = (await upload('u-admin', Buffer.from(file), 'users.csv')).json<BulkCheck>();
    expect(check).toMatchObject({ createCount: 1, updateCount: 1, errorCount: 1 });
    const started = await call('u-admin', 'POST', 'users/bulk/apply', { uploadId: check.uploadId });
    expect(started.statusCode).toBe(202);
    const job = await finished('u-admin', started.json<BulkJob>().jobId);
    expect(job).toMatchObject({
      status: 'done',
      total: 2,
      processed: 2,
      created: 1,
      updated: 1,
      refused: 0,
    });
    const again = await call('u-admin', 'POST', 'users/bulk/apply', { uploadId: check.uploadId });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      404,
      'BULK_UPLOAD_EXPIRED',
    ]);

    const result = await call(
      'u-admin',
      'GET',
      `users/bulk/jobs/${job.jobId}/result?format=csv&lang=pt`,
    );
    const rows = result.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe('Linha,E-mail,Resultado,Id do usuário,Mensagem');
    expect(rows.slice(1).map((r) => r.split(',').slice(0, 3).join(','))).toEqual([
      '2,bulk.new@example.com,Criado',
      '3,tom.baker@example.com,Atualizado',
      '4,broken@example.com,Ignorado',
    ]);
    const tom = (await call('u-admin', 'GET', 'users/u-m5')).json<ManagedUser>();
    expect(tom.firstName).toBe('Thomas');
    const history = (await call('u-admin', 'GET', 'users/u-m5/history')).json<UserHistory>();
    expect(history.entries[0]).toMatchObject({ action: 'updated', source: 'bulk-upload' });
    expect(history.entries[0]?.changes).toContainEqual({
      field: 'firstName',
      before: 'Tom',
      after: 'Thomas',
    });
    const created = (
      await call('u-admin', 'GET', 'users/list?search=bulk.new')
    ).json<UserListPage>();
    expect(created.users[0]).toMatchObject({ status: 'In Progress', accountCount: 1 });
    // Another administrator sees neither the job nor its result.
    expect((await call('u-helper', 'GET', `users/bulk/jobs/${job.jobId}`)).statusCode).toBe(404);
  });

  it('refuses files it cannot read, and rows that would create users without create_new_user', async () => {
    const binary = await upload('u-admin', Buffer.from([0, 1, 2, 3, 0, 0]), 'x.csv');
    expect(binary.json()).toMatchObject({ code: 'VALIDATION', field: 'body.file' });
    const noHeader = await upload('u-admin', Buffer.from('mail,name\na@example.com,A\n'), 'x.csv');
    expect(noHeader.json<{ message: string }>().message).toContain('firstName');
    const file = [HEADER, 'helper.new@example.com,He,New,,,es,mx,Customer,,feed,2000000001,'].join(
      '\n',
    );
    const check = (await upload('u-helper', Buffer.from(file), 'x.csv')).json<BulkCheck>();
    expect(check).toMatchObject({ validCount: 0, errorCount: 1 });
    expect(check.errors[0]?.code).toBe('FORBIDDEN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, resolveConfig } from '@anp/core';
import {
  createUsersApi,
  type ManagedUser,
  type UserDraft,
  type UsersApi,
} from '@anp/core/services/users';
import { userAdminTestServer } from '@anp/reference-api/testing';

/**
 * The kit's own user-management calls (useUsersApi's) against the reference API through
 * Fastify's inject: every call reaches its route and gets the shape its type promises, the
 * files and the multipart dry run included.
 */
type Server = Awaited<ReturnType<typeof userAdminTestServer>>;
let server: Server;

async function usersApiAs(id: string): Promise<UsersApi> {
  const token = await server.tokenFor({ id });
  const api = createApiClient({
    config: resolveConfig({}, {}),
    getAccessToken: async () => token,
    getContext: () => ({ lang: 'es', region: 'us', accountId: null }),
    fetch: async (input, init) => {
      // The request as a browser would put it on the wire (a FormData gets its boundary).
      const request = new Request(new URL(String(input), 'http://kit.test'), init);
      const url = new URL(request.url);
      const body = init?.body === undefined ? undefined : Buffer.from(await request.arrayBuffer());
      const res = await server.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers.entries()),
        ...(body ? { payload: body } : {}),
      });
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  return createUsersApi(api);
}

let users: UsersApi;

beforeAll(async () => {
  server = await userAdminTestServer();
  users = await usersApiAs('u-admin');
});
afterAll(async () => {
  await server.app.close();
  await server.db.close();
});

describe("given the kit's users API client and the reference API", () => {
  it('lists, exports and reads the lookups', async () => {
    const page = await users.list({ search: 'núñez', limit: 10 });
    expect(page.users.map((u) => u.email)).toEqual(['jose.nunez@example.com']);
    const file = await users.exportList({ format: 'csv', lang: 'es', status: 'Active' });
    expect(file).toMatchObject({ filename: 'users.csv' });
    expect(await file.blob.text()).toContain('jose.nunez@example.com');
    expect((await users.configurations('es')).roles.length).toBeGreaterThan(3);
    expect(await users.permissions()).toMatchObject({ canCreateUsers: true, canReportUsers: true });
    expect((await users.ownDetails('pt')).groups[0]?.label).toBe('Administração de usuários');
    expect(await users.verifyEmail('jose.nunez@example.com')).toMatchObject({ exists: true });
    expect((await users.emailOwner('jose.nunez@example.com')).user?.id).toBe('u-m1');
    const accounts = await users.accountOptions({ kind: 'pork' });
    expect(accounts.accounts[0]?.accountId).toBe('acc-pork-1');
    const shipTos = await users.shipToOptions({ accountId: 'acc-pork-1', limit: 2 });
    expect(shipTos).toMatchObject({ totalCount: 3, resultCount: 2 });
  });

  it('creates, updates, activates and reads the history of a user', async () => {
    const saved = await users.create({
      firstName: 'Lía',
      lastName: 'Gómez',
      email: 'lia.gomez@example.com',
      phone: null,
      mobile: null,
      language: 'es',
      country: 'mx',
      userType: 'Customer',
      role: 'Retailer',
      businessUnit: 'feed',
      groups: ['DXP_CAN_AccGrp_Purchase_Products'],
      permissions: [],
      accounts: [{ accountId: 'acc-u-b-5', isPrimary: true }],
      shipTos: [],
      accountPermissions: [],
    });
    expect(saved.user.status).toBe('In Progress');
    const user = await users.get(saved.user.id);
    const draft = (u: ManagedUser): UserDraft => ({
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: '+52 55 1234 5678',
      mobile: u.mobile,
      language: 'es',
      country: u.country,
      userType: u.userType,
      role: u.role,
      businessUnit: u.businessUnit,
      groups: u.groups,
      permissions: u.permissions,
      accounts: u.accounts.map(({ accountId, isPrimary }) => ({ accountId, isPrimary })),
      shipTos: u.shipTos,
      accountPermissions: u.accountPermissions,
      version: u.version,
    });
    const updated = await users.update(user.id, draft(user));
    expect(updated.user.version).toBe(2);
    expect((await users.activate(user.id)).status).toBe('Active');
    expect((await users.bulkStatus('deactivate', [user.id])).updated).toEqual([user.id]);
    const history = await users.history(user.id, { limit: 2 });
    expect(history.totalCount).toBe(4);
    expect(history.entries.map((e) => e.action)).toEqual(['deactivated', 'activated']);
    await expect(users.update(user.id, draft(user))).rejects.toMatchObject({ status: 409 });
  });

  it('runs a bulk upload: template, dry run, apply, job and result file', async () => {
    const template = await users.bulkTemplate('xlsx', 'es');
    expect(template.filename).toBe('users-template.xlsx');
    const csv = [
      'email,firstName,lastName,phone,mobile,language,country,userType,role,businessUnit,accounts,permissions',
      'kit.bulk@example.com,Kit,Bulk,,,es,mx,Customer,,feed,2000000006,',
      'kit.bad@example.com,Kit,Bad,,,es,mx,Customer,,feed,1000000006,',
    ].join('\n');
    const check = await users.bulkValidate(
      new File([csv], 'users.csv', { type: 'text/csv' }),
      'es',
    );
    expect(check).toMatchObject({ rowCount: 2, createCount: 1, errorCount: 1 });
    expect(check.errors[0]).toMatchObject({ line: 3, code: 'WRONG_MARKET' });
    let job = await users.bulkApply(check.uploadId);
    while (job.status === 'running') job = await users.bulkJob(job.jobId);
    expect(job).toMatchObject({ status: 'done', created: 1 });
    const result = await users.bulkResult(job.jobId, 'csv', 'es');
    expect(await result.blob.text()).toContain('kit.bulk@example.com,Creado');
  });

  it('is refused to an employee without the group', async () => {
    const employee = await usersApiAs('u-emp');
    await expect(employee.list()).rejects.toMatchObject({ status: 403 });
    expect((await employee.permissions()).canManageUsers).toBe(false);
  });
});

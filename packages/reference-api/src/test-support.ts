import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import { insertRows, migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api, type Authenticate, type TokenUser } from './server';

/** Test-only: a signing key and an Authenticate that accepts tokens made with it. */
export async function testAuth() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const authenticate: Authenticate = async (header) => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw Object.assign(new Error('missing token'), { statusCode: 401 });
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: 'test',
        audience: 'an-portal-api',
      });
      return payload as unknown as TokenUser;
    } catch {
      throw Object.assign(new Error('invalid token'), { statusCode: 401 });
    }
  };
  const tokenFor = (user: Pick<TokenUser, 'id'> & Partial<TokenUser>, expiresIn = '5m') =>
    new SignJWT({
      email: `${user.id}@test`,
      name: user.id,
      groups: [],
      userType: 'External',
      locale: 'en_US',
      ...user,
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('test')
      .setAudience('an-portal-api')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { authenticate, tokenFor, privateKey };
}

/**
 * A small fixture: two users with their own accounts in two markets, notifications, toggles,
 * a banner and market config. Enough to test contracts and tenant isolation without the full seed.
 */
export async function fixtureDb(): Promise<Db> {
  const db = await openDatabase();
  await migrate(db);
  await insertRows(
    db,
    'plants',
    [
      'id',
      'code',
      'name',
      'country',
      'working_days',
      'delivery_lead_time',
      'pickup_lead_time',
      'day_span',
    ],
    [
      ['p-us', 'US01', 'Plant US', 'us', [1, 2, 3, 4, 5], 2, 1, 45],
      ['p-mx', 'MX01', 'Planta MX', 'mx', [1, 2, 3, 4, 5, 6], 3, 1, 30],
    ],
  );
  const users = [
    [
      'u-a',
      'a@test',
      'Ana',
      'Alpha',
      'en_US',
      'en',
      'us',
      'External',
      'Retailer',
      'feed',
      ['DXP_CAN_AccGrp_Purchase_Products'],
      null,
    ],
    [
      'u-b',
      'b@test',
      'Bruno',
      'Beta',
      'es_MX',
      'es',
      'mx',
      'External',
      null,
      'feed',
      ['DXP_CAN_AccGrp_Purchase_Products'],
      '2026-01-01T00:00:00Z',
    ],
  ];
  await insertRows(
    db,
    'users',
    [
      'id',
      'email',
      'first_name',
      'last_name',
      'locale',
      'language',
      'country',
      'user_type',
      'customer_type',
      'business_unit',
      'groups',
      'tnc_accepted_at',
      'password_hash',
    ],
    users.map((u) => [...u, 'x']),
  );
  const accounts: unknown[][] = [];
  const links: unknown[][] = [];
  for (const [user, region, count] of [
    ['u-a', 'us', 12],
    ['u-b', 'mx', 8],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const id = `acc-${user}-${i}`;
      accounts.push([
        id,
        `g-${id}`,
        `${region === 'us' ? 'Farm Supply' : 'Forrajera'} ${user} ${i}`,
        `FS${i}`,
        null,
        null,
        `${region === 'us' ? 10 : 20}000000${i.toString().padStart(2, '0')}`,
        `x${i}`,
        region,
        'feed',
        `${region.toUpperCase()}10`,
        `ext-${id}`,
        'SAP',
        i === 0 ? 'New' : null,
        `${i} Main St`,
        `p-${region}`,
      ]);
      links.push([user, id, i === 0, i === 0]);
    }
  }
  await insertRows(
    db,
    'accounts',
    [
      'id',
      'global_id',
      'fullname',
      'shortname',
      'customer_name2',
      'contact_person',
      'sold_to_code',
      'full_sold_to_code',
      'region',
      'business_unit',
      'sales_org',
      'external_ref_id',
      'source_system',
      'show_tag',
      'address',
      'plant_id',
    ],
    accounts,
  );
  await insertRows(db, 'user_accounts', ['user_id', 'account_id', 'is_primary', 'selected'], links);
  await insertRows(
    db,
    'notifications',
    ['id', 'user_id', 'message_title', 'message_label', 'priority', 'message_code', 'created_at'],
    [
      [
        'n-a1',
        'u-a',
        'Price list',
        'New price list',
        'warning',
        'SINGLE_DOCUMENT',
        '2026-11-01T10:00:00Z',
      ],
      ['n-a2', 'u-a', 'Price list', 'Reminder', 'chat', 'REMINDER', '2026-11-02T10:00:00Z'],
      [
        'n-b1',
        'u-b',
        'Lista de precios',
        'Nueva lista',
        'success',
        'MULTIPLE_DOCUMENTS',
        '2026-11-03T10:00:00Z',
      ],
    ],
  );
  await insertRows(
    db,
    'feature_toggles',
    ['name', 'enabled', 'description'],
    [
      ['maintenance', false, 'Maintenance page'],
      ['cartEnabled', true, 'Cart'],
    ],
  );
  await insertRows(
    db,
    'market_config',
    ['country', 'lang', 'config'],
    [['us', 'en', { supportPhone: '+1 800 000 0000' }]],
  );
  return db;
}

/** A server over the fixture with test tokens; `inject` requests need no network. */
export async function testServer(
  options: { rateLimitPerMinute?: number } = {},
): Promise<{ app: Api; db: Db; tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'] }> {
  const db = await fixtureDb();
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({
    db,
    authenticate,
    corsOrigins: ['https://localhost:5173'],
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
  });
  await app.ready();
  return { app, db, tokenFor };
}

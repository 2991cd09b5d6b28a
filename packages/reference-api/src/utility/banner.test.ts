// shell-and-admin.md §3 "Notification maintenance window", §7 utility/banner/notification
// (issue 16): the windows that have not ended, their markets, business units and texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerList } from '@anp/contract';
import { testServer } from '../../test/test-server';
import { insertRows, type Db } from '../db/database';
import type { Api } from '../server';

let app: Api;
let db: Db;
let token: string;
// Chicago is UTC-6 in November: 2026-11-20 22:00 CST is 2026-11-21T04:00Z.
let now = new Date('2026-11-20T16:00:00Z');

const COLUMNS = [
  'id',
  'message',
  'messages',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'time_zone',
  'countries',
  'business_units',
];

beforeAll(async () => {
  const server = await testServer({ now: () => now });
  app = server.app;
  db = server.db;
  token = await server.tokenFor({ id: 'u-a' });
  await insertRows(db, 'banner_notifications', COLUMNS, [
    // Overnight in Chicago, tonight: 21T04:00Z - 21T08:00Z.
    [
      'tonight',
      'Maintenance',
      JSON.stringify({ pt: 'Manutenção' }),
      '2026-11-20',
      '22:00',
      '2026-11-21',
      '02:00',
      'America/Chicago',
      ['us', 'canada'],
      [],
    ],
    // Brazil, for the pork unit, earlier: 20T23:00Z - 21T01:00Z.
    [
      'br',
      'Brasil',
      '{}',
      '2026-11-20',
      '20:00',
      '2026-11-20',
      '22:00',
      'America/Sao_Paulo',
      ['br'],
      ['pork'],
    ],
    // Ended this morning in Seoul (20T01:00Z).
    ['ended', 'Done', '{}', '2026-11-20', '08:00', '2026-11-20', '10:00', 'Asia/Seoul', ['kr'], []],
    // Ends before it starts: never served.
    ['broken', 'Broken', '{}', '2026-11-22', '10:00', '2026-11-21', '10:00', 'UTC', ['us'], []],
    // An unknown zone: never served.
    [
      'nowhere',
      'Nowhere',
      '{}',
      '2026-11-22',
      '10:00',
      '2026-11-23',
      '10:00',
      'Mars/Base',
      ['us'],
      [],
    ],
  ]);
});
afterAll(async () => {
  await app.close();
});

const banners = async (query = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/utility/banner/notification${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<BannerList>().banners;
};

describe('GET utility/banner/notification', () => {
  it('lists the windows that have not ended, earliest start first, with every field', async () => {
    const list = await banners();
    expect(list.map((b) => b.id)).toEqual(['br', 'tonight']);
    expect(list[1]).toEqual({
      id: 'tonight',
      message: 'Maintenance',
      messages: { pt: 'Manutenção' },
      startDate: '2026-11-20',
      startTime: '22:00',
      endDate: '2026-11-21',
      endTime: '02:00',
      timeZone: 'America/Chicago',
      countries: ['us', 'canada'],
      businessUnits: [],
    });
    expect(list[0]?.businessUnits).toEqual(['pork']);
  });

  it('filters by market', async () => {
    expect((await banners('?country=canada')).map((b) => b.id)).toEqual(['tonight']);
    expect((await banners('?country=br')).map((b) => b.id)).toEqual(['br']);
    expect(await banners('?country=mx')).toEqual([]);
  });

  it('drops a window at its end, read in its own zone', async () => {
    now = new Date('2026-11-21T07:59:00Z');
    expect((await banners()).map((b) => b.id)).toEqual(['tonight']);
    now = new Date('2026-11-21T08:00:00Z');
    expect(await banners()).toEqual([]);
    now = new Date('2026-11-20T16:00:00Z');
  });

  it('refuses an anonymous caller and unknown query fields', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/utility/banner/notification' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/utility/banner/notification?lang=en',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

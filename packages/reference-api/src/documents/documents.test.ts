import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { FIXTURE_NOW, testServer } from '../../test/test-server';
import type { Api } from '../server';
import { DocumentList, PreviewUrl } from '@anp/contract';
import { PNG_SIGNATURE, demoVideo } from '@anp/demo-data/files';
import { checkPdf } from '@anp/demo-data/inspect';
import { createUrlSigner, parseRange, thumbnailExpiry } from './signed-urls';
import { searchRank } from './search';

let app: Api;
let tokenA: string;
let tokenB: string;
let clock = new Date(FIXTURE_NOW);
const PUBLIC_ORIGIN = 'https://portal.example:8443';

beforeAll(async () => {
  const server = await testServer({ now: () => clock, publicOrigin: PUBLIC_ORIGIN });
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const ids = (list: DocumentList) => list.documents.map((d) => d.id);
/** The path and query of an absolute URL the API made. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function list(query: string, token = tokenA, headers: Record<string, string> = {}) {
  const res = await get(`/api/documents${query}`, token, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shaped(DocumentList, res.json()) as DocumentList;
}

async function preview(id: string, token = tokenA) {
  const res = await get(`/api/documents/getPreviewURL/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return shaped(PreviewUrl, res.json()) as PreviewUrl;
}

describe('given the documents of the selected account (GET documents)', () => {
  it("lists the market's documents and the account's own, newest first", async () => {
    const page = await list('');
    expect(ids(page)).toEqual(['doc-a0', 'doc-us-1', 'doc-us-2', 'doc-us-3', 'doc-us-4']);
    expect(page.totalCount).toBe(5);
    expect(page.documents[0]).toMatchObject({
      title: 'Your price list, November 2026',
      docType: 'pricelist',
      fileType: 'pdf',
      mimeType: 'application/pdf',
      fileName: 'price-list-acc-a0-2026-11.pdf',
      publishedAt: '2026-11-02',
      market: 'us',
      accountId: 'acc-u-a-0',
    });
    expect(page.documents[0]?.sizeBytes).toBeGreaterThan(500);
  });

  it.each([
    ['?sort=title', ['doc-us-2', 'doc-us-3', 'doc-us-1', 'doc-us-4', 'doc-a0']],
    ['?sort=publishedAt&direction=asc', ['doc-us-4', 'doc-us-3', 'doc-us-2', 'doc-us-1', 'doc-a0']],
    ['?docType=pricelist', ['doc-a0', 'doc-us-1']],
    ['?limit=2&offset=2', ['doc-us-2', 'doc-us-3']],
    ['?offset=20', []],
  ])('answers %s', async (query, expected) => {
    const page = await list(query);
    expect(ids(page)).toEqual(expected);
    expect(page.totalCount).toBe(query.includes('pricelist') ? 2 : 5);
  });

  it('follows X-Account-Id to another of the user’s accounts, and refuses a foreign one', async () => {
    expect(ids(await list('', tokenA, { 'x-account-id': 'acc-u-a-1' }))).toContain('doc-a1');
    const foreign = await get('/api/documents', tokenA, { 'x-account-id': 'acc-u-b-0' });
    expect(foreign.statusCode).toBe(404);
    expect(ids(await list('', tokenB))).toEqual(['doc-b0', 'doc-mx-1']);
  });

  it('signs a thumbnail URL that an <img> can load without a token', async () => {
    clock = new Date(Date.parse(FIXTURE_NOW) + 5_000);
    const [first] = (await list('')).documents;
    expect(first?.thumbnailUrl).toMatch(
      /^https:\/\/portal\.example:8443\/api\/documents\/doc-a0\/thumbnail\?exp=\d+&sig=[\w-]{43}$/,
    );
    const res = await get(pathOf(first?.thumbnailUrl ?? ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The same list a minute later keeps the same URL (cacheable).
    clock = new Date(Date.parse(FIXTURE_NOW) + 65_000);
    expect((await list('')).documents[0]?.thumbnailUrl).toBe(first?.thumbnailUrl);
    clock = new Date(FIXTURE_NOW);
  });

  it('builds signed URLs on the configured origin, whatever Host or X-Forwarded-* says', async () => {
    const evil = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    };
    // From the loopback proxy itself (inject's address) and from anywhere else.
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const listed = await app.inject({
        method: 'GET',
        url: '/api/documents',
        remoteAddress,
        headers: { authorization: `Bearer ${tokenA}`, ...evil },
      });
      expect(listed.json().documents[0].thumbnailUrl).toMatch(
        /^https:\/\/portal\.example:8443\/api\//,
      );
      const previewed = await app.inject({
        method: 'GET',
        url: '/api/documents/getPreviewURL/doc-us-3',
        remoteAddress,
        headers: { authorization: `Bearer ${tokenA}`, ...evil },
      });
      expect(previewed.json().url).toMatch(
        /^https:\/\/portal\.example:8443\/api\/documents\/doc-us-3\/attachment\?/,
      );
    }
  });
});

describe('given a document search (search/documents)', () => {
  const search = async (q: string, token = tokenA) => {
    const res = await get(`/api/search/documents?q=${encodeURIComponent(q)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return ids(shaped(DocumentList, res.json()) as DocumentList);
  };

  it.each([
    ['swine', ['doc-us-1', 'doc-us-4']],
    ['SWINE guide', ['doc-us-4']],
    ['guide', ['doc-us-4', 'doc-us-3']],
    ['feeding swine', ['doc-us-4']],
    ['price november', ['doc-a0', 'doc-us-1']],
    ['acc-a0', ['doc-a0']],
    ['CRUMBLE', ['doc-us-2']],
    ['porcina', []],
    ['zzz', []],
  ])('finds %j: %j', async (q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('ignores accents and case in both directions', async () => {
    expect(await search('NUTRICION', tokenB)).toEqual(['doc-mx-1']);
    expect(await search('lista precios', tokenB)).toEqual(['doc-b0', 'doc-mx-1']);
    expect(await search('b0 lista', tokenB)).toEqual(['doc-b0']);
  });

  it('refuses an empty query', async () => {
    expect((await get('/api/search/documents?q=', tokenA)).statusCode).toBe(400);
    expect((await get('/api/search/documents?q=%20-%20', tokenA)).statusCode).toBe(400);
  });
});

describe('given a document download (documents/download)', () => {
  it('sends the file as an attachment', async () => {
    const res = await get('/api/documents/download?id=doc-us-1', tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="price-list-swine-2026-11.pdf"',
    );
    expect(checkPdf(res.rawPayload).pageCount).toBe(1);
  });

  it("opens the user's other account's document, never another tenant's", async () => {
    expect((await get('/api/documents/download?id=doc-a1', tokenA)).statusCode).toBe(200);
    const foreign = await get('/api/documents/download?id=doc-b0', tokenA);
    const market = await get('/api/documents/download?id=doc-mx-1', tokenA);
    const missing = await get('/api/documents/download?id=doc-none', tokenA);
    expect([foreign.statusCode, market.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
    expect(market.json()).toEqual(missing.json());
  });

  it('answers ERRDD001 over the size limit', async () => {
    const small = await testServer({ downloadLimitBytes: 10_000 });
    try {
      const token = await small.tokenFor({ id: 'u-a' });
      const url = '/api/documents/download?id=doc-us-3';
      const res = await small.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'ERRDD001' });
      const pdf = await small.app.inject({
        method: 'GET',
        url: '/api/documents/download?id=doc-us-1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });
});

describe('given a preview URL (documents/getPreviewURL) and the signed attachment', () => {
  it('answers a signed URL valid for 10 minutes with the file type, MIME type, name and size', async () => {
    const url = await preview('doc-us-3');
    expect(url).toMatchObject({
      fileType: 'mp4',
      mimeType: 'video/mp4',
      fileName: 'portal-guide-ordering.mp4',
      sizeBytes: demoVideo().length,
      expiresAt: '2026-11-20T16:10:00.000Z',
    });
    expect(url.url).toMatch(/\/api\/documents\/doc-us-3\/attachment\?exp=\d+&sig=[\w-]{43}$/);
  });

  it('serves the file inline without a token, and answers Range requests with 206', async () => {
    const { url, sizeBytes } = await preview('doc-us-3');
    const video = demoVideo();
    const whole = await get(pathOf(url));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="portal-guide-ordering.mp4"',
    });
    expect(whole.rawPayload.equals(video)).toBe(true);

    const first = await get(pathOf(url), undefined, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${sizeBytes}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const tail = await get(pathOf(url), undefined, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(sizeBytes - 50))).toBe(true);

    const rest = await get(pathOf(url), undefined, { range: `bytes=${sizeBytes - 10}-` });
    expect(rest.headers['content-range']).toBe(
      `bytes ${sizeBytes - 10}-${sizeBytes - 1}/${sizeBytes}`,
    );

    const beyond = await get(pathOf(url), undefined, { range: `bytes=${sizeBytes}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${sizeBytes}`);

    const several = await get(pathOf(url), undefined, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(sizeBytes);
  });

  it('answers a HEAD request with the headers only', async () => {
    const { url, sizeBytes } = await preview('doc-us-1');
    const head = await app.inject({ method: 'HEAD', url: pathOf(url) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(sizeBytes));
    expect(head.rawPayload.length).toBe(0);
  });

  it('never serves a file for a wrong, foreign, other-purpose or expired signature', async () => {
    const video = new URL((await preview('doc-us-3')).url);
    const pdf = new URL((await preview('doc-us-1')).url);
    const sig = video.searchParams.get('sig') ?? '';
    const exp = video.searchParams.get('exp') ?? '';
    const attempts = [
      `/api/documents/doc-us-3/attachment?exp=${exp}&sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
      // The last character carries two unused bits: a different one is still a wrong signature.
      `/api/documents/doc-us-3/attachment?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `/api/documents/doc-us-3/attachment?exp=${Number(exp) + 1}&sig=${sig}`,
      `/api/documents/doc-us-1/attachment?exp=${exp}&sig=${sig}`,
      `/api/documents/doc-us-3/thumbnail?exp=${exp}&sig=${sig}`,
      `/api/documents/doc-us-3/attachment?exp=${exp}`,
      `/api/documents/doc-us-3/attachment`,
      `/api/documents/doc-us-1/attachment?exp=${pdf.searchParams.get('exp')}&sig=short`,
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect(res.statusCode, attempt).toBe(404);
      expect(res.json(), attempt).toEqual({ code: 'NOT_FOUND', message: 'No such document' });
    }
    // Ten minutes later the URL has expired.
    clock = new Date(Date.parse(FIXTURE_NOW) + 10 * 60_000);
    try {
      expect((await get(pathOf(video.href))).statusCode).toBe(404);
    } finally {
      clock = new Date(FIXTURE_NOW);
    }
    expect((await get(pathOf(video.href))).statusCode).toBe(200);
  });

  it('serves the file to a bearer token of a user who may see it, not to another tenant', async () => {
    expect((await get('/api/documents/doc-us-1/attachment', tokenA)).statusCode).toBe(200);
    expect((await get('/api/documents/doc-us-1/thumbnail', tokenA)).statusCode).toBe(200);
    expect((await get('/api/documents/doc-us-1/attachment', tokenB)).statusCode).toBe(404);
    expect((await get('/api/documents/doc-us-1/attachment', 'not-a-token')).statusCode).toBe(401);
  });

  it("answers another tenant's preview URL request like a missing document", async () => {
    const foreign = await get('/api/documents/getPreviewURL/doc-b0', tokenA);
    const missing = await get('/api/documents/getPreviewURL/doc-none', tokenA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('given the signing and range rules', () => {
  const signer = createUrlSigner(Buffer.alloc(32, 7));

  it('verifies its own signatures only for the same purpose, id and expiry, before expiry', () => {
    const sig = signer.sign('attachment', 'doc-1', 2_000);
    expect(signer.verify('attachment', 'doc-1', 2_000, sig, 1_999)).toBe(true);
    expect(signer.verify('attachment', 'doc-1', 2_000, sig, 2_000)).toBe(false);
    expect(signer.verify('thumbnail', 'doc-1', 2_000, sig, 1_000)).toBe(false);
    expect(signer.verify('attachment', 'doc-2', 2_000, sig, 1_000)).toBe(false);
    expect(signer.verify('attachment', 'doc-1', 2_001, sig, 1_000)).toBe(false);
    expect(createUrlSigner(Buffer.alloc(32, 8)).verify('attachment', 'doc-1', 2_000, sig, 1)).toBe(
      false,
    );
  });

  it.each([
    [1_000, 4_800],
    [1_199, 4_800],
    [1_201, 5_400],
  ])('gives a thumbnail URL made at %d the expiry %d', (now, exp) => {
    expect(thumbnailExpiry(now)).toBe(exp);
  });

  it.each([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-200', 100, { start: 90, end: 99 }],
    ['bytes=95-', 100, { start: 95, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-0', 0, 'unsatisfiable'],
    ['bytes=9-3', 100, null],
    ['bytes=0-1,4-5', 100, null],
    ['items=0-9', 100, null],
    ['bytes=-', 100, null],
  ] as const)('reads Range %j of a %d-byte file as %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it.each([
    [['swine'], 'Swine guide', 'a.pdf', 0],
    [['swine', 'feeding'], 'Swine guide', 'swine-feeding.pdf', 1],
    [['nutricion'], 'Nutrición', 'x.pdf', 0],
    [['porcina'], 'Swine guide', 'x.pdf', null],
  ] as const)('ranks %j in %s / %s as %j', (words, title, fileName, rank) => {
    expect(searchRank(words, { title, file_name: fileName })).toBe(rank);
  });
});

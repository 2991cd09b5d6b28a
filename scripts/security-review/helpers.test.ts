/**
 * The pure helpers of `npm run security:review`: the PKCE pair and the reading of the provider's
 * redirect, the cookie jar of the sign-in, the corpora's parsing and payload expansion, the
 * requested date of the concurrent submits, and the figure table and verdict.
 */
import { describe, expect, it } from 'vitest';
import { requestableDate } from './concurrency';
import { expandPayload, parseLines, sqlCorpus, xssCorpus } from './corpus';
import { failing, figureSentence, figureTable, type Figure } from './figures';
import { CookieJar, authorizePath, codeOf, pkcePair } from './sign-in';

describe('given the sign-in of the review', () => {
  it('makes the S256 challenge of RFC 7636, appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(pkcePair(Buffer.from(verifier, 'base64url'))).toEqual({
      verifier,
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
    expect(pkcePair().verifier).toMatch(/^[\w-]{43}$/);
  });

  it("asks for a code for the portal's client, redirected to its /login", () => {
    const url = new URL(
      authorizePath('https://localhost:5473', { challenge: 'c', state: 's', nonce: 'n' }),
      'https://localhost:5473',
    );
    expect(url.pathname).toBe('/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'an-portal',
      redirect_uri: 'https://localhost:5473/login',
      response_type: 'code',
      code_challenge: 'c',
      code_challenge_method: 'S256',
      state: 's',
    });
  });

  it.each([
    ['https://localhost:5473/login?code=abc&state=s1', 'abc'],
    ['/login#code=xyz&state=s1&iss=x', 'xyz'],
  ])('reads the code of %s', (location, code) => {
    expect(codeOf(location, 'https://localhost:5473', 's1')).toBe(code);
  });

  it.each([
    ['/login?code=abc&state=other', /another state/],
    ['/login?error=access_denied&state=s1', /access_denied/],
    ['/login?state=s1', /no code/],
  ])('refuses %s', (location, message) => {
    expect(() => codeOf(location, 'https://localhost:5473', 's1')).toThrow(message);
  });

  it('sends a cookie on its path and below, and forgets an expired one', () => {
    const jar = new CookieJar();
    jar.store([
      '_interaction=a; path=/oidc/interaction/u1; httponly',
      '_session=b; path=/; secure',
      'gone=c; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(jar.header('/oidc/interaction/u1/login')).toBe('_interaction=a; _session=b');
    expect(jar.header('/oidc/interaction/u10')).toBe('_session=b');
    jar.store('_session=; path=/; max-age=0');
    expect(jar.header('/')).toBe('');
  });
});

describe('given the corpora', () => {
  it('skips comments and blank lines and unescapes control and look-alike characters', () => {
    expect(parseLines("# heading\n#\n\n'\n\\u2019 OR 1=1\na\\tb\n#not-a-comment")).toEqual([
      "'",
      '\u2019 OR 1=1',
      'a\tb',
      '#not-a-comment',
    ]);
  });

  it('has at least 250 SQL strings and 25 XSS payloads, each with its own marker', () => {
    expect(sqlCorpus().length).toBeGreaterThanOrEqual(250);
    const payloads = xssCorpus();
    expect(payloads.length).toBeGreaterThanOrEqual(25);
    expect(new Set(payloads.map((p) => p.marker)).size).toBe(payloads.length);
    for (const p of payloads) {
      expect(p.text).toMatch(/__anpXss\('x\d\d'\)|anpxssx\d\d/);
      if (p.short) expect(p.text.length).toBeLessThanOrEqual(35);
    }
  });

  it('expands the hook call and the marker of a payload', () => {
    expect(expandPayload({ kind: 'img', text: '<img id=@ID@ onerror=@CALL@>' }, 6)).toEqual({
      id: 'x07',
      kind: 'img',
      marker: 'anpxssx07',
      text: "<img id=anpxssx07 onerror=__anpXss('x07')>",
      short: false,
    });
  });
});

describe('given the requested date of the concurrent submits', () => {
  const lead = { leadTime: 2, workingDays: [1, 2, 3, 4, 5], plantHolidays: [] };

  it('takes the first working day past the lead time and the margin', () => {
    // Thursday 2026-11-26 + 2 + 3 days = Tuesday 2026-12-01.
    expect(requestableDate(lead, '2026-11-26')).toBe('2026-12-01');
    // Monday 2026-11-23 + 5 = Saturday: the next Monday.
    expect(requestableDate(lead, '2026-11-23')).toBe('2026-11-30');
  });

  it('skips holidays', () => {
    expect(
      requestableDate({ ...lead, plantHolidays: [{ holidayDate: '2026-12-01' }] }, '2026-11-26'),
    ).toBe('2026-12-02');
  });
});

describe('given the figures', () => {
  const figures: Figure[] = [
    { tried: 'cross-account attempts', count: 346, failed: 'successes', failures: 0 },
    { tried: 'upload abuses', count: 38, failed: 'wrongly accepted', failures: 2, note: 'x' },
  ];

  it('fails the rows with failures only', () => {
    expect(failing(figures).map((f) => f.tried)).toEqual(['upload abuses']);
  });

  it('prints one aligned row per figure with its verdict', () => {
    const lines = figureTable(figures).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\s*346\s+cross-account attempts\s+0\s+successes\s+ok$/);
    expect(lines[3]).toMatch(/^\s*38\s+upload abuses\s+2\s+wrongly accepted\s+FAIL\s+x$/);
    expect(lines[2]?.indexOf('cross-account')).toBe(lines[3]?.indexOf('upload abuses'));
  });

  it('says the figures in the words of the issue', () => {
    expect(figureSentence(figures)).toBe(
      '346 cross-account attempts, 0 successes; 38 upload abuses, 2 wrongly accepted',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  originsOf,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
  withNonce,
} from './security-headers';

/** Issue 12, "Headers on every page": the policy of the portal's pages. */
describe('pageContentSecurityPolicy', () => {
  const csp = pageContentSecurityPolicy({ nonce: 'abc' });
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it.each([
    ['script-src', "'self' 'nonce-abc'"],
    ['style-src', "'self' 'nonce-abc'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['worker-src', "'self' blob:"],
    ['connect-src', "'self'"],
  ])('%s is %s', (name, value) => {
    expect(directive(name)).toBe(value);
  });

  it('never allows inline code or eval', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });

  it('lets the pages reach an external sign-in authority by its origin only', () => {
    const external = pageContentSecurityPolicy({
      nonce: 'n',
      connectOrigins: ['https://login.example.com/tenant/v2.0', 'javascript:alert(1)'],
    });
    expect(external).toContain("connect-src 'self' https://login.example.com");
    expect(external).toContain("frame-src 'self' https://login.example.com");
    expect(external).not.toContain('javascript');
  });
});

describe('headers', () => {
  it.each([
    ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
  ])('every response carries %s: %s', (name, value) => {
    expect(baseSecurityHeaders()[name]).toBe(value);
  });

  it('a page adds its CSP and refuses framing for browsers without CSP 2', () => {
    const headers = pageSecurityHeaders({ nonce: 'n' });
    expect(headers['content-security-policy']).toContain("'nonce-n'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('withNonce', () => {
  it.each([
    ['<head></head><script type="module" src="/a.js"></script>', '<script nonce="N" type="module"'],
    ['<head></head><style>p{}</style>', '<style nonce="N">'],
    ['<head></head><script nomodule>x</script>', '<script nonce="N" nomodule>'],
  ])('%s gets the nonce', (html, expected) => {
    expect(withNonce(html, 'N')).toContain(expected);
  });

  it('adds the meta element styled-components reads, once', () => {
    const html = withNonce('<html><head><title>x</title></head></html>', 'N');
    expect(html.match(/property="csp-nonce"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="csp-nonce" nonce="N" />');
  });

  it('keeps a nonce a tag already has', () => {
    expect(withNonce('<head></head><script nonce="old"></script>', 'N')).toContain('nonce="old"');
  });
});

describe('originsOf', () => {
  it.each([
    [['https://a.example/x', 'https://a.example/y'], ['https://a.example']],
    [['ftp://a.example', 'not a url'], []],
    [['http://127.0.0.1:4180/'], ['http://127.0.0.1:4180']],
  ])('%j -> %j', (input, expected) => {
    expect(originsOf(input)).toEqual(expected);
  });
});

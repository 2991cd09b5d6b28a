import { describe, expect, it } from 'vitest';
import {
  MARKETING_COUNTRY,
  buildPortalPath,
  landingPathAfterLogin,
  parsePortalPath,
  type PortalPath,
} from './portal-path';
import { COUNTRIES } from './countries';

const p = (
  prefix: PortalPath['prefix'],
  country: string,
  lang: string,
  page: string,
): PortalPath => ({ prefix, country, lang, page });

describe('parsePortalPath', () => {
  it.each<[string, PortalPath]>([
    ['/us/en/pages/dashboard', p('', 'us', 'en', 'dashboard')],
    ['/animalnutrition/us/en/pages/dashboard', p('/animalnutrition', 'us', 'en', 'dashboard')],
    ['/AnimalNutrition/mx/es/pages/cart', p('/animalnutrition', 'mx', 'es', 'cart')],
    ['/br/pt/pages/cart/review', p('', 'br', 'pt', 'cart/review')],
    ['/mx/es/pages/cart/confirmation', p('', 'mx', 'es', 'cart/confirmation')],
    ['/us/en/pages/orders/123', p('', 'us', 'en', 'orders/123')],
    ['/us/en/pages/orders/123/modify', p('', 'us', 'en', 'orders/123/modify')],
    ['/us/en/pages/support/faq/42', p('', 'us', 'en', 'support/faq/42')],
    ['/us/en/pages/orders/', p('', 'us', 'en', 'orders')],
    ['/us/en/pages/orders?tab=open', p('', 'us', 'en', 'orders')],
    ['/us/en/pages/orders#top', p('', 'us', 'en', 'orders')],
    ['/us/en/pages/orders/?a=1#b', p('', 'us', 'en', 'orders')],
    ['/us/en/pages/orders?next=/x/y#h?z', p('', 'us', 'en', 'orders')],
    ['/US/EN/pages/dashboard', p('', 'us', 'en', 'dashboard')],
    ['/Canada/En/pages/profile', p('', 'canada', 'en', 'profile')],
    ['/kr/ko/pages/orders', p('', 'kr', 'ko', 'orders')],
    ['/kr/en/pages/reports', p('', 'kr', 'en', 'reports')],
    ['/marketing/en/pages/dashboard', p('', 'marketing', 'en', 'dashboard')],
    [
      '/animalnutrition/marketing/en/pages/dashboard',
      p('/animalnutrition', 'marketing', 'en', 'dashboard'),
    ],
    ['/us/en/pages/Orders/ABC', p('', 'us', 'en', 'Orders/ABC')],
    ['/us/en/pages/orders/a%2Fb', p('', 'us', 'en', 'orders/a%2Fb')],
    ['/us/en/pages', p('', 'us', 'en', '')],
    ['/us/en/pages/', p('', 'us', 'en', '')],
    ['/us/en/pages?x=1', p('', 'us', 'en', '')],
    ['/us/en/pages/maintenance', p('', 'us', 'en', 'maintenance')],
  ])('%s', (pathname, expected) => {
    expect(parsePortalPath(pathname)).toEqual(expected);
  });

  it.each(COUNTRIES.map((c) => [c]))('accepts market %s', (country) => {
    expect(parsePortalPath(`/${country}/es/pages/orderbuilder`)).toEqual(
      p('', country, 'es', 'orderbuilder'),
    );
  });

  it.each([
    [''],
    ['/'],
    ['us/en/pages/cart'],
    ['https://example.com/us/en/pages/cart'],
    ['/xx/en/pages/cart'],
    ['/ca/en/pages/cart'],
    ['/usa/en/pages/cart'],
    ['/us/eng/pages/cart'],
    ['/us/e/pages/cart'],
    ['/us/e1/pages/cart'],
    ['/us/en_US/pages/cart'],
    ['/us/en/page/cart'],
    ['/us/en/Pages/cart'],
    ['/us/en'],
    ['/us/en/'],
    ['/us'],
    ['/animalnutrition'],
    ['/animalnutrition/'],
    ['/animalnutrition/us/en'],
    ['/animalnutrition/animalnutrition/us/en/pages/cart'],
    ['/foo/us/en/pages/cart'],
    ['//us/en/pages/cart'],
    ['/us//en/pages/cart'],
    ['/us/en/pages//cart'],
    ['/us/en/pages/cart//'],
    ['/us/en/pages/../admin'],
    ['/us/en/pages/./cart'],
    ['/us/en/pages/orders/..'],
    ['?/us/en/pages/cart'],
    ['#/us/en/pages/cart'],
    ['/login'],
    ['/pages/maintenance'],
  ])('rejects %j', (pathname) => {
    expect(parsePortalPath(pathname)).toBeNull();
  });
});

describe('buildPortalPath', () => {
  it.each<[PortalPath, string]>([
    [p('', 'us', 'en', 'dashboard'), '/us/en/pages/dashboard'],
    [p('/animalnutrition', 'mx', 'es', 'cart/review'), '/animalnutrition/mx/es/pages/cart/review'],
    [p('', 'br', 'pt', 'orders/123'), '/br/pt/pages/orders/123'],
    [p('', 'US', 'EN', 'orders'), '/us/en/pages/orders'],
    [p('', 'us', 'en', '/orders/'), '/us/en/pages/orders'],
    [p('', 'us', 'en', '//orders/1//'), '/us/en/pages/orders/1'],
    [p('', 'us', 'en', ''), '/us/en/pages'],
    [p('', 'us', 'en', '/'), '/us/en/pages'],
    [p('', MARKETING_COUNTRY, 'en', 'dashboard'), '/marketing/en/pages/dashboard'],
  ])('%j → %s', (path, expected) => {
    expect(buildPortalPath(path)).toBe(expected);
  });

  it.each([
    ['/us/en/pages/dashboard'],
    ['/animalnutrition/us/en/pages/dashboard'],
    ['/br/pt/pages/cart/review'],
    ['/kr/ko/pages/orders/123/modify'],
    ['/marketing/en/pages/dashboard'],
    ['/us/en/pages'],
  ])('round-trips canonical path %s', (pathname) => {
    const parsed = parsePortalPath(pathname);
    expect(parsed).not.toBeNull();
    if (parsed !== null) expect(buildPortalPath(parsed)).toBe(pathname);
  });
});

describe('landingPathAfterLogin', () => {
  it.each<[PortalPath, string]>([
    [p('', 'us', 'en', 'login'), '/us/en/pages/dashboard'],
    [p('/animalnutrition', 'mx', 'es', 'login'), '/animalnutrition/mx/es/pages/dashboard'],
    [p('', 'br', 'pt', 'orders/123'), '/br/pt/pages/dashboard'],
    [p('', 'kr', 'ko', ''), '/kr/ko/pages/dashboard'],
    [p('', 'gt', 'es', 'dashboard'), '/gt/es/pages/dashboard'],
  ])('%j → %s', (path, expected) => {
    expect(landingPathAfterLogin(path)).toBe(expected);
  });

  it('works on a parsed login path', () => {
    const parsed = parsePortalPath('/animalnutrition/canada/en/pages/login?redirect=x');
    expect(parsed).not.toBeNull();
    if (parsed !== null) {
      expect(landingPathAfterLogin(parsed)).toBe('/animalnutrition/canada/en/pages/dashboard');
    }
  });
});

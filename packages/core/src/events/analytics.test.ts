import { describe, it, expect } from 'vitest';
import { analyticsPageName, createAnalyticsPublisher, type AnalyticsPage } from './analytics';

describe('analyticsPageName', () => {
  describe('given a portal page path', () => {
    it.each<[string, AnalyticsPage | null]>([
      ['orders/4711', 'orders/{orderId}'],
      ['/orders/4711/', 'orders/{orderId}'],
      ['support/faq/12', 'support/faq/{faqId}'],
      ['cart/review', 'cart/review'],
      ['nutritioncloud/bidashboards/sows', 'nutritioncloud/bidashboards/sows'],
      ['nutritioncloud/feedordering', 'nutritioncloud/FeedOrdering'],
      ['dashboard', 'dashboard'],
      ['orders', 'orders'],
      ['unknown', null],
      ['orders/4711/lines', null],
      ['admin/secret', null],
    ])('names %s as %s', (page, name) => {
      expect(analyticsPageName(page)).toBe(name);
    });
  });
});

describe('createAnalyticsPublisher', () => {
  describe('given a page view of a listed page and no data layer yet', () => {
    it('creates the data layer and pushes one record with the page, user and form', () => {
      const target: Record<string, unknown> = {};
      const analytics = createAnalyticsPublisher({
        dataLayer: 'anpDataLayer',
        experience: 'an-portal',
        target,
      });
      const record = analytics.pageView({
        page: 'orders/4711',
        country: 'mx',
        language: 'es',
        userType: 'external',
        loggedIn: true,
        form: { name: 'order-filter', step: 'submit' },
      });
      const expected = {
        event: 'pageView',
        experience: 'an-portal',
        page: { name: 'orders/{orderId}', country: 'mx', language: 'es' },
        user: { type: 'external', loggedIn: true },
        form: { name: 'order-filter', step: 'submit' },
      };
      expect(target.anpDataLayer).toEqual([expected]);
      expect(record).toEqual(expected);
    });
  });

  describe('given a page view without user or form', () => {
    it('records an anonymous user and no form', () => {
      const target: Record<string, unknown> = {};
      const analytics = createAnalyticsPublisher({ dataLayer: 'dl', experience: 'x', target });
      analytics.pageView({ page: 'login', country: 'us', language: 'en' });
      expect(target.dl).toEqual([
        {
          event: 'pageView',
          experience: 'x',
          page: { name: 'login', country: 'us', language: 'en' },
          user: { type: null, loggedIn: false },
        },
      ]);
    });
  });

  describe('given a data layer the tag manager already created', () => {
    it('pushes into that same array', () => {
      const existing: unknown[] = [{ event: 'gtm.js' }];
      const target: Record<string, unknown> = { dataLayer: existing };
      const analytics = createAnalyticsPublisher({
        dataLayer: 'dataLayer',
        experience: 'x',
        target,
      });
      analytics.pageView({ page: 'cart', country: 'us', language: 'en' });
      analytics.pageView({ page: 'cart/review', country: 'us', language: 'en' });
      expect(target.dataLayer).toBe(existing);
      expect(existing).toHaveLength(3);
    });
  });

  describe('given a page that is not in the analytics list', () => {
    it('pushes nothing and returns null', () => {
      const target: Record<string, unknown> = {};
      const analytics = createAnalyticsPublisher({ dataLayer: 'dl', experience: 'x', target });
      expect(analytics.pageView({ page: 'unknown', country: 'us', language: 'en' })).toBeNull();
      expect(target.dl).toBeUndefined();
    });
  });

  describe('given pages with customer ids in their path', () => {
    it.each(['orders/ORD-987654', 'support/faq/FAQ-555'])('never records the id of %s', (page) => {
      const target: Record<string, unknown> = {};
      const analytics = createAnalyticsPublisher({ dataLayer: 'dl', experience: 'x', target });
      analytics.pageView({ page, country: 'br', language: 'pt' });
      const pushed = JSON.stringify(target.dl);
      expect(pushed).not.toContain('987654');
      expect(pushed).not.toContain('555');
      expect(Array.isArray(target.dl) && target.dl.length).toBe(1);
    });
  });

  describe('given no target', () => {
    it('uses the global object', () => {
      const analytics = createAnalyticsPublisher({ dataLayer: 'anpTestLayer', experience: 'x' });
      analytics.pageView({ page: 'dashboard', country: 'us', language: 'en' });
      const global = globalThis as unknown as Record<string, unknown>;
      expect(Array.isArray(global.anpTestLayer) && global.anpTestLayer.length).toBe(1);
      delete global.anpTestLayer;
    });
  });
});

import { describe, expect, it } from 'vitest';
import { findPage, matchPage, orderRoutes, type PageRoute } from './page-routes';

const route = (path: string): PageRoute => ({ path, render: () => path });

describe('given page patterns', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['orders', 'orders', {}],
    ['orders', 'orders/1', null],
    ['orders/:orderId', 'orders/4000120001', { orderId: '4000120001' }],
    ['orders/:orderNr/modify', 'orders/4000120001/modify', { orderNr: '4000120001' }],
    ['orders/:orderNr/modify', 'orders//modify', null],
    ['support/faq/:faqId', 'support/faq/delivery%20times', { faqId: 'delivery times' }],
    ['support/faq/:faqId', 'support/faq/%E0%A4%A', null],
    ['cart/review', 'cart', null],
  ])('%s against %s', (pattern, page, params) => {
    expect(matchPage(pattern, page)).toEqual(params);
  });

  it('prefers fixed segments over parameters', () => {
    const routes = orderRoutes([route('orders/:orderId'), route('orders/export')]);
    expect(findPage(routes, 'orders/export')?.route.path).toBe('orders/export');
    expect(findPage(routes, 'orders/42')?.params).toEqual({ orderId: '42' });
    expect(findPage(routes, 'documents')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { findPage } from './page-routes';
import { PORTAL_ROUTES } from './portal-page';

// The portal's pages: ordering.md §2 "Screens and routes" and shell-and-admin.md §2 (the shell's
// named paths, user management and the analytics list). Every one is a real page; the portal has
// no "coming soon" stand-in any more (issue 16 built the last ones).
describe('the portal pages (ordering.md §2, shell-and-admin.md §2)', () => {
  it.each([
    'dashboard',
    'termsconditions',
    'orderbuilder',
    'cart',
    'cart/review',
    'cart/confirmation',
    'orders',
    'orders/4000162620',
    'orders/4000162620/modify',
    'documents',
    'support',
    'support/faq/ordering',
    'reports',
    'profile',
    'arbalance',
    'users',
    'users/adduser',
    'users/edituser/42',
    'bulkusermanagement',
    'nutritioncloud',
    'research/sows',
    'porkdocuments',
  ])('%s has its page', (page) => {
    expect(findPage(PORTAL_ROUTES, page)).not.toBeNull();
  });

  it.each(['coming-soon', 'orders/1/2/3', 'admin', ''])('%s is not a page', (page) => {
    expect(findPage(PORTAL_ROUTES, page)).toBeNull();
  });
});

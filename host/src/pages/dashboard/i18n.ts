import { registerTranslations } from '@anp/core';

export const DASHBOARD_NS = 'host-dashboard';

export const en = {
  greeting: 'Welcome, {{name}}',
  greetingNoName: 'Welcome',
  account: 'Account: {{name}} · sold-to {{code}}',
  noAccount:
    'No account is selected. Choose one in the account selector at the top of the page to order and to see its orders and documents.',
  loading: 'Loading your dashboard…',
  failedTitle: 'Your dashboard could not be loaded',
  failed: 'We could not load your details. {{reason}}',
  retry: 'Retry',
  shortcuts: 'What would you like to do?',
  insights: 'Your orders at a glance',
  programmes: 'Nutrition programmes',
  marketFailed: 'The nutrition programmes of your market could not be loaded right now.',
  supportHeading: 'Need help?',
  supportIntro: 'Our customer service team is here for you.',
  supportPhone: 'Phone',
  supportEmail: 'Email',
  complaintIntro: 'A problem with a product or a delivery? Tell us and we will look into it.',
  tiles: {
    orderbuilder: {
      title: 'Place order',
      description: 'Search products and build an order for the selected account.',
    },
    orders: {
      title: 'Orders',
      description: 'Follow your orders, invoices and memos.',
    },
    arbalance: {
      title: 'Account balance',
      description: 'Your balance, ageing, open items and statements.',
    },
    documents: {
      title: 'Documents',
      description: 'Price lists, product sheets and certificates.',
    },
    support: {
      title: 'Support',
      description: 'Answers to common questions, or open a case with us.',
    },
    porkdocuments: {
      title: 'Pork documents',
      description: 'Reports and documents for pork producers.',
    },
    nutritioncloud: {
      title: 'Nutrition cloud',
      description: 'Nutrient analysis, feed ordering and business dashboards.',
    },
  },
};

registerTranslations(DASHBOARD_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});

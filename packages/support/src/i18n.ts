import { registerTranslations } from '@anp/core';

/** Namespace of the support page's and the FAQ answer's strings. */
export const SUPPORT_NS = 'support';

export const en = {
  raise: 'Raise a complaint',
  raiseFailed: 'The complaint form could not be opened. {{reason}}',
  retry: 'Try again',
  bar: {
    heading: 'Customer service',
    intro: 'Call or write to us, or raise a complaint about a product or a delivery.',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    loading: 'Loading the customer service contacts…',
    failed: 'The customer service contacts could not be loaded.',
  },
  cases: {
    heading: 'Your cases',
    loading: 'Loading your cases…',
    failed: 'Your cases could not be loaded. {{reason}}',
    emptyTitle: 'No cases yet',
    emptyText: 'When you raise a complaint, you can follow it here until it is resolved.',
    showing: 'Showing {{shown}} of {{total}} cases',
    showMore: 'Show more cases',
    number: 'Case {{number}}',
    submitted: 'Submitted {{date}}',
    order: 'Order {{number}}',
    plant: 'Plant {{name}}',
    products: 'Products',
    quantity: '{{qty}} {{unit}}',
    bags_one: '{{count}} bag affected',
    bags_other: '{{count}} bags affected',
    lots: 'Lots {{lots}}',
    documents: 'Attachments',
    download: 'Download {{name}} of case {{number}}',
    downloadFailed: 'The file could not be downloaded. {{reason}}',
    justSubmitted: 'Just submitted',
    announced: 'Case {{number}} was submitted. It is at the top of your cases.',
  },
  status: {
    label: 'Status',
    new: 'New',
    inProgress: 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  faq: {
    heading: 'Frequently asked questions',
    loading: 'Loading the questions…',
    failed: 'The questions could not be loaded. {{reason}}',
    empty: 'There are no questions for your market yet.',
  },
  article: {
    loading: 'Loading the answer…',
    updated: 'Updated {{date}}',
    back: 'Back to support',
    notFoundTitle: 'We could not find this question',
    notFoundText:
      'It may have been removed or reworded. The support page lists every current question.',
    failed: 'The answer could not be loaded. {{reason}}',
    stillNeedHelp: 'Still need help?',
    stillNeedHelpText:
      'Our customer service team is here for you. If something went wrong with a product or a delivery, raise a complaint and we will get back to you.',
    missingId: 'This answer needs a question id (the faq-id attribute).',
  },
};

registerTranslations(SUPPORT_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
});

import type { Account, DigitalPage, DocumentSummary, UserContext } from '@anp/contract';
import { fixtureAccount, fixtureContext, type FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US pork account, its context and its digital pages. */
export const ACCOUNT: Account = fixtureAccount({
  fullname: 'Prairie Hog Farms',
  businessUnit: 'pork',
});

export const contextWith = (account: Account | null): UserContext => fixtureContext(account);

/** research/sows as the reference API answers it for a US pork account (pounds). */
export const RESEARCH_SOWS: DigitalPage = {
  path: 'research/sows',
  title: 'Sow trials',
  description: 'Gestation and lactation feeding: litter size, birth weight and pigs weaned.',
  launchUrl: null,
  documentQuery: null,
  links: [
    { path: 'research/all', title: 'All trials' },
    { path: 'research/sows', title: 'Sow trials' },
    { path: 'research/nursery', title: 'Nursery trials' },
    { path: 'research/finishing', title: 'Finishing trials' },
  ],
  trials: [
    {
      id: 'tr-sows-fibre',
      stage: 'sows',
      title: 'Fermentable fibre in lactation',
      summary:
        'Sows fed the lactation diet with added fermentable fibre weaned more pigs per litter.',
      measure: 'Pigs weaned per sow',
      unit: '',
      animals: 480,
      year: 2025,
      results: [
        { treatment: 'Control diet', value: 11.8 },
        { treatment: 'Added fibre', value: 12.4 },
      ],
    },
    {
      id: 'tr-sows-energy',
      stage: 'sows',
      title: 'Energy level in late gestation',
      summary: 'A higher energy level in the last 30 days of gestation raised piglet birth weight.',
      measure: 'Birth weight',
      unit: 'lb',
      animals: 360,
      year: 2024,
      results: [
        { treatment: 'Standard energy', value: 2.91 },
        { treatment: 'Low energy', value: 2.84 },
        { treatment: 'High energy', value: 3.04 },
      ],
    },
  ],
};

/** porkdocuments: its words find the market's swine documents. */
export const PORK_DOCUMENTS: DigitalPage = {
  path: 'porkdocuments',
  title: 'Pork documents',
  description: 'Price lists and product guides of our swine feeds for your market.',
  launchUrl: null,
  documentQuery: 'Swine',
  links: [{ path: 'research', title: 'Swine research' }],
  trials: [],
};

/** A nutrition-cloud tool with its launch link. */
export const FEED_ORDERING: DigitalPage = {
  path: 'nutritioncloud/FeedOrdering',
  title: 'Feed ordering',
  description: 'Plan feed deliveries from bin levels and growth curves.',
  launchUrl: 'https://nutritioncloud.an-nutrition.example/feed-ordering',
  documentQuery: null,
  links: [],
  trials: [],
};

export const SWINE_DOCUMENTS: DocumentSummary[] = [
  {
    id: 'doc-us-1',
    title: 'Product guide: Swine and poultry',
    docType: 'brochure',
    fileType: 'pdf',
    mimeType: 'application/pdf',
    fileName: 'product-guide-swine-and-poultry.pdf',
    sizeBytes: 120000,
    publishedAt: '2026-11-02',
    market: 'us',
    accountId: null,
    thumbnailUrl: null,
  },
  {
    id: 'doc-us-2',
    title: 'Price list \u2014 Swine and poultry \u2014 November 2026',
    docType: 'pricelist',
    fileType: 'pdf',
    mimeType: 'application/pdf',
    fileName: 'price-list-swine-and-poultry-2026-11.pdf',
    sizeBytes: 80000,
    publishedAt: '2026-11-01',
    market: 'us',
    accountId: null,
    thumbnailUrl: null,
  },
];

const PAGES: Record<string, DigitalPage> = {
  [RESEARCH_SOWS.path]: RESEARCH_SOWS,
  [PORK_DOCUMENTS.path]: PORK_DOCUMENTS,
  [FEED_ORDERING.path]: FEED_ORDERING,
};

/**
 * The reads of the element over a fake backend: the context, the pages above (others answer
 * the server's refusal), and the swine documents. `refuse` makes every page answer 403 with
 * that reason, as for a retailer.
 */
export function digitalToolsRoutes(
  options: { refuse?: 'businessUnit' | 'role' | 'entitlement'; documents?: DocumentSummary[] } = {},
): FakeRoutes {
  return {
    'GET users/context': () => contextWith(ACCOUNT),
    'GET entitlements/page': (call) => {
      const page = PAGES[call.query.get('path') ?? ''];
      if (options.refuse || !page)
        return {
          status: 403,
          body: {
            code: 'ENTITLEMENT',
            message: `This page is not available for the account (${options.refuse ?? 'entitlement'})`,
          },
        };
      return page;
    },
    'GET search/documents': () => {
      const documents = options.documents ?? SWINE_DOCUMENTS;
      return { documents, totalCount: documents.length, offset: 0, limit: 24 };
    },
    'GET documents/download': () => ({ status: 200, body: 'pdf' }),
  };
}

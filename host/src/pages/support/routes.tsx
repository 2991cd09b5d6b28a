import type { PageRoute } from '../page-routes';
import { FaqPage, SupportPage } from './support-page';

/** ordering.md §2: support and support/faq/{faqId}. */
export const routes: PageRoute[] = [
  { path: 'support', render: () => <SupportPage /> },
  { path: 'support/faq/:faqId', render: ({ faqId = '' }) => <FaqPage faqId={faqId} /> },
];

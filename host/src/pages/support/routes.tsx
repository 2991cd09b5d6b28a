import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const load = () => import('./support-page');
const SupportPage = lazyComponent(load, 'SupportPage');
const FaqPage = lazyComponent(load, 'FaqPage');

/** ordering.md §2: support and support/faq/{faqId}. */
export const routes: PageRoute[] = [
  { path: 'support', preload: SupportPage.preload, render: () => <SupportPage /> },
  {
    path: 'support/faq/:faqId',
    preload: FaqPage.preload,
    render: ({ faqId = '' }) => <FaqPage faqId={faqId} />,
  },
];

import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const DocumentsPage = lazyComponent(() => import('./documents-page'), 'DocumentsPage');

/** ordering.md §2: documents (`?doc=<id>` opens one in the preview). */
export const routes: PageRoute[] = [
  { path: 'documents', preload: DocumentsPage.preload, render: () => <DocumentsPage /> },
];

import type { PageRoute } from '../page-routes';
import { DocumentsPage } from './documents-page';

/** ordering.md §2: documents (`?doc=<id>` opens one in the preview). */
export const routes: PageRoute[] = [{ path: 'documents', render: () => <DocumentsPage /> }];

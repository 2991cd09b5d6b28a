import { useNavigate } from 'react-router';
import { buildPortalPath, parsePortalPath } from '@anp/core';
import type { PageRoute } from '../page-routes';
import { TermsPage } from '../../session/gate-pages';

/** Already accepted (the session gate asks first): the purchase-order terms for reading. */
function PurchaseTerms() {
  const navigate = useNavigate();
  return (
    <TermsPage
      onAccepted={() => {
        const path = parsePortalPath(window.location.pathname);
        if (path) navigate(buildPortalPath({ ...path, page: 'dashboard' }));
      }}
    />
  );
}

export const routes: PageRoute[] = [{ path: 'termsconditions', render: () => <PurchaseTerms /> }];

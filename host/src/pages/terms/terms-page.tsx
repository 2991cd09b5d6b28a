import { useNavigate } from 'react-router';
import { buildPortalPath, parsePortalPath } from '@anp/core';
import { TermsPage } from '../../session/gate-pages';

/** Already accepted (the session gate asks first): the purchase-order terms for reading. */
export function PurchaseTerms() {
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

import { useNavigate, useParams } from 'react-router';
import { buildPortalPath, parsePortalPath, useKitTranslation } from '@anp/core';
import { ComingSoon } from './coming-soon';
import { NotFoundPage } from './not-found-page';
import { featureOfPage } from '../i18n';
import { DashboardPage } from './dashboard';
import { ProfilePage } from './profile';
import { AssetPage } from './assets';
import { OrderBuilderPage } from './order-builder';
import { TermsPage } from '../session/gate-pages';
import { CartPage } from './cart';

const ASSET_PAGE = /^assets\/([a-z]+)$/;

/**
 * Picks the page for `/{country}/{lang}/pages/{page}`: the pages built so far, a "coming soon"
 * page naming the feature for the ones a later release brings, and not-found for the rest.
 */
export function PortalPage() {
  const page = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const { t } = useKitTranslation('host');
  const navigate = useNavigate();
  const asset = ASSET_PAGE.exec(page);
  if (asset?.[1]) return <AssetPage species={asset[1]} />;
  if (page === 'dashboard') return <DashboardPage />;
  if (page === 'profile') return <ProfilePage />;
  if (page === 'orderbuilder') return <OrderBuilderPage />;
  if (page === 'cart') return <CartPage step="cart" />;
  if (page === 'cart/review') return <CartPage step="review" />;
  if (page === 'cart/confirmation') return <CartPage step="confirmation" />;
  if (page === 'termsconditions') {
    // Already accepted (the session gate asks first): the purchase-order terms for reading.
    return (
      <TermsPage
        onAccepted={() => {
          const path = parsePortalPath(window.location.pathname);
          if (path) navigate(buildPortalPath({ ...path, page: 'dashboard' }));
        }}
      />
    );
  }
  const feature = featureOfPage(page);
  if (!feature) return <NotFoundPage />;
  return <ComingSoon feature={t(`features.${feature}`)} showHomeLink={feature !== 'dashboard'} />;
}

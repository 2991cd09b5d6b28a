import { useParams } from 'react-router';
import { useKitTranslation } from '@anp/core';
import { ComingSoon } from './coming-soon';
import { NotFoundPage } from './not-found-page';
import { featureOfPage } from '../i18n';

/** Picks the page for `/{country}/{lang}/pages/{page}`; features not built yet say so. */
export function PortalPage() {
  const page = useParams()['*'] ?? '';
  const feature = featureOfPage(page);
  const { t } = useKitTranslation('host');
  if (!feature) return <NotFoundPage />;
  return <ComingSoon feature={t(`features.${feature}`)} showHomeLink={feature !== 'dashboard'} />;
}

import { Link } from 'react-router';
import { EmptyState } from '@anp/ui';
import { useKitTranslation } from '@anp/core';

/** A page whose feature a later release brings: it names the feature, never a blank screen. */
export function ComingSoon({ feature }: { feature: string }) {
  const { t } = useKitTranslation('host');
  return (
    <EmptyState
      headingLevel={1}
      title={t('comingSoon.title', { feature })}
      description={t('comingSoon.body')}
      action={<Link to="../dashboard">{t('comingSoon.back')}</Link>}
    />
  );
}

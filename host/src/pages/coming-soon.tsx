import { Link } from 'react-router';
import styled from 'styled-components';
import { EmptyState, focusRing, token } from '@anp/ui';
import { useKitTranslation } from '@anp/core';

const Card = styled.section`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: ${token('space-7')} ${token('space-5')};
  max-width: 640px;
  margin: ${token('space-7')} auto;
`;

const ActionLink = styled(Link)`
  display: inline-block;
  padding: ${token('space-2')} ${token('space-5')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  &:hover {
    background: ${token('color-primary-hover')};
  }
  ${focusRing}
`;

/**
 * A page whose feature a later release brings: it names the feature, never a blank screen, and
 * offers the way back to the dashboard (except on the dashboard itself).
 */
export function ComingSoon({ feature, showHomeLink }: { feature: string; showHomeLink: boolean }) {
  const { t } = useKitTranslation('host');
  return (
    <Card>
      <EmptyState
        headingLevel={1}
        title={t('comingSoon.title', { feature })}
        description={t('comingSoon.body')}
        action={
          showHomeLink ? (
            <ActionLink to="../dashboard">{t('comingSoon.back')}</ActionLink>
          ) : undefined
        }
      />
    </Card>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { pageText } from '../page-styles';
import styled, { css } from 'styled-components';
import { useKitTranslation, useUserContext } from '@anp/core';
import { EmptyState, Spinner, focusRing, token } from '@anp/ui';
import { ASSETS_NS } from './i18n';
import { SpeciesIcon } from './species-icons';
import { assetAvailability, isSpecies, type Species } from './species';
import { useCanPlaceOrder, useMarketSettings, usePortalPath } from '../dashboard/use-portal-data';

const Article = styled.article`
  display: grid;
  gap: ${token('space-5')};
  max-width: 48rem;
  ${pageText}
  h2 {
    font-size: ${token('font-size-lg')};
  }
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: ${token('space-4')};
`;

const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${token('radius-pill')};
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

const ActionsSection = styled.section`
  display: grid;
  gap: ${token('space-3')};
  margin-top: ${token('space-2')};
`;

const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  @media (max-width: 480px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const linkButton = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${token('space-2')} ${token('space-5')};
  border-radius: ${token('radius-md')};
  border: 1px solid ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  ${focusRing}
  @media (max-width: 480px) {
    width: 100%;
  }
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  ${linkButton}
  background: ${(p) => (p.$primary ? token('color-primary') : token('color-surface'))};
  color: ${(p) => (p.$primary ? token('color-primary-contrast') : token('color-primary'))};
  &:hover {
    background: ${(p) => (p.$primary ? token('color-primary-hover') : token('color-primary-soft'))};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space-8')} 0;
`;

/**
 * The asset page of one species or programme (ordering.md §2): what the programme is, and the
 * ways on: Place order (only for users who may order here), Documents and Contact support. An
 * unknown key, or a species the market does not list, shows a not-available message instead.
 */
export function AssetPage({ species }: { species: string }) {
  const { t } = useKitTranslation(ASSETS_NS);
  const market = useMarketSettings();
  const key = species.trim().toLowerCase();
  if (!isSpecies(key)) {
    return (
      <NotAvailable
        title={t('unknownTitle')}
        description={t('unknownBody', { species: species.trim() })}
      />
    );
  }
  if (market.loading) {
    return (
      <Centered>
        <Spinner size="lg" label={t('loading')} />
      </Centered>
    );
  }
  // A failed market configuration shows the page: the dashboard keeps its fixed tiles then too.
  if (assetAvailability(key, market.settings?.species ?? null) === 'not-offered') {
    return (
      <NotAvailable
        title={t('notOfferedTitle', { name: t(`species.${key}.name`) })}
        description={t('notOfferedBody')}
      />
    );
  }
  return <AssetView species={key} />;
}

function AssetView({ species }: { species: Species }) {
  const { t } = useKitTranslation(ASSETS_NS);
  const context = useUserContext();
  const canOrder = useCanPlaceOrder(context.data);
  const pathTo = usePortalPath();
  const titleId = useId();
  const actionsId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Heading>
        <Badge>
          <SpeciesIcon species={species} size={36} />
        </Badge>
        <h1 id={titleId}>{t(`species.${species}.name`)}</h1>
      </Heading>
      <p>{t(`species.${species}.intro`)}</p>
      <p>{t(`species.${species}.body`)}</p>
      <ActionsSection aria-labelledby={actionsId}>
        <h2 id={actionsId}>{t('actions')}</h2>
        <Actions>
          {canOrder && (
            <li>
              <ActionLink to={pathTo('orderbuilder')} $primary>
                {t('placeOrder')}
              </ActionLink>
            </li>
          )}
          <li>
            <ActionLink to={pathTo('documents')} $primary={!canOrder}>
              {t('documents')}
            </ActionLink>
          </li>
          <li>
            <ActionLink to={pathTo('support')}>{t('contactSupport')}</ActionLink>
          </li>
        </Actions>
      </ActionsSection>
    </Article>
  );
}

function NotAvailable(props: { title: string; description: string }) {
  const { t } = useKitTranslation(ASSETS_NS);
  const pathTo = usePortalPath();
  return (
    <EmptyState
      headingLevel={1}
      title={props.title}
      description={props.description}
      action={
        <ActionLink to={pathTo('dashboard')} $primary>
          {t('backToDashboard')}
        </ActionLink>
      }
    />
  );
}

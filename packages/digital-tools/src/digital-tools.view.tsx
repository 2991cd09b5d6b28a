import { useId, type MouseEvent } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { DIGITAL_TOOLS_NS } from './i18n';
import type { DigitalToolsState } from './use-digital-tools';
import { DocumentsView } from './digital-tools.documents.view';
import { TrialsView } from './digital-tools.trials.view';
import * as S from './digital-tools.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4;

export interface DigitalToolsViewProps {
  state: DigitalToolsState;
  /** Level of the page's title (its sections one below). */
  headingLevel?: HeadingLevel;
  /** The address of a portal page (`/us/en/pages/research/sows`). */
  hrefOf: (page: string) => string;
  /** Follows a link (the kit's `anp-navigate`, so a host router can take over). */
  follow?: (event: MouseEvent, href: string) => void;
}

/**
 * A digital page from its props alone: loading, failed, refused ("not available for your
 * account", with the reason), no account, or its content: description, launch link, the pages
 * of its area, and its documents or trial summaries.
 */
export function DigitalToolsView({
  state,
  headingLevel = 1,
  hrefOf,
  follow,
}: DigitalToolsViewProps) {
  const { t } = useKitTranslation(DIGITAL_TOOLS_NS);
  const headingId = useId();
  const Tag = `h${headingLevel}` as const;
  const section = Math.min(headingLevel + 1, 6) as 2 | 3 | 4 | 5;
  const { status, page } = state;

  if (status === 'loading') return <Spinner label={t('loading')} />;
  if (status === 'error')
    return (
      <div role="alert">
        <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (status === 'refused' || status === 'noAccount')
    return (
      <S.Page aria-labelledby={headingId} data-state={status}>
        <S.Header>
          <S.Heading as={Tag} id={headingId}>
            {t('refusedTitle')}
          </S.Heading>
          <S.Message>
            {status === 'noAccount'
              ? t('noAccount')
              : t(`refused.${state.refusal ?? 'entitlement'}`)}
          </S.Message>
          <S.Home
            href={hrefOf('dashboard')}
            onClick={follow ? (event) => follow(event, hrefOf('dashboard')) : undefined}
          >
            {t('home')}
          </S.Home>
        </S.Header>
      </S.Page>
    );
  if (!page) return null;
  const trialsShown = page.path.startsWith('research');
  return (
    <S.Page aria-labelledby={headingId} data-page={page.path}>
      <S.Header>
        <S.Heading as={Tag} id={headingId}>
          {page.title}
        </S.Heading>
        <S.Message>{page.description}</S.Message>
        {state.launchUrl && (
          <S.Launch href={state.launchUrl} target="_blank" rel="noopener noreferrer">
            {t('launch', { tool: page.title })}
            <S.LaunchHint>{t('newTab')}</S.LaunchHint>
          </S.Launch>
        )}
      </S.Header>
      {page.links.length > 0 && (
        <nav aria-label={t('links')}>
          <S.Links>
            {page.links.map((link) => (
              <li key={link.path}>
                <a
                  href={hrefOf(link.path)}
                  onClick={follow ? (event) => follow(event, hrefOf(link.path)) : undefined}
                  aria-current={link.path === page.path ? 'page' : undefined}
                >
                  {link.title}
                </a>
              </li>
            ))}
          </S.Links>
        </nav>
      )}
      {state.listsDocuments && <DocumentsView state={state} headingLevel={section} />}
      {trialsShown && <TrialsView trials={page.trials} headingLevel={section} />}
    </S.Page>
  );
}

import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { formatNumber, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { below, type HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import type { CaseList } from '../use-support-data';
import * as Section from '../section.styles';
import { CaseCard, type FetchCaseDocument } from './support.case-card.view';
import * as S from './support.cases.styles';
import { Bone } from './support.styles';

export interface CaseListViewProps {
  list: CaseList;
  headingLevel: HeadingLevel;
  /** The "Raise a complaint" control of the empty state. */
  action: ReactNode;
  /** Fetches a file of a case (its download button saves it). */
  fetchDocument: FetchCaseDocument;
}

/**
 * The user's cases (ordering.md §2 route `support`, §7 Support cases): loading, failure with
 * Try again, none yet (with "Raise a complaint"), or the cases with "Show more".
 */
export function CaseListView({ list, headingLevel, action, fetchDocument }: CaseListViewProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const { country } = useKitContext();
  const describe = useErrorMessage();
  const headingId = useId();
  const itemLevel = below(headingLevel);
  const highlighted = list.cases.find((c) => c.id === list.highlightedId);
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", focus moves to the first case it brought: the button may be gone (the
  // last page), and the user reads on from there.
  const focusFrom = useRef<number | null>(null);
  const { loadMore } = list;
  const showMore = useCallback(() => {
    focusFrom.current = list.cases.length;
    loadMore();
  }, [list.cases.length, loadMore]);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.cases.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[from]?.focus();
  }, [list.cases.length]);

  let content;
  if (list.error && list.cases.length === 0) {
    content = (
      <Section.Failure>
        <p role="alert">{t('cases.failed', { reason: describe(list.error) })}</p>
        <Button variant="secondary" size="sm" onClick={list.retry}>
          {t('retry')}
        </Button>
      </Section.Failure>
    );
  } else if (list.loading) {
    content = <CasesSkeleton />;
  } else if (list.cases.length === 0) {
    content = (
      <S.EmptyCard>
        <EmptyState
          headingLevel={itemLevel}
          title={t('cases.emptyTitle')}
          description={t('cases.emptyText')}
          action={action}
        />
      </S.EmptyCard>
    );
  } else {
    content = (
      <>
        {list.total !== null && (
          <Section.Status role="status">
            {t('cases.showing', {
              shown: formatNumber(list.cases.length, country, 0),
              total: formatNumber(list.total, country, 0),
            })}
          </Section.Status>
        )}
        <S.CaseList ref={listRef} aria-busy={list.refreshing || undefined}>
          {list.cases.map((c) => (
            <CaseCard
              key={c.id}
              supportCase={c}
              headingLevel={itemLevel}
              highlighted={c.id === list.highlightedId}
              fetchDocument={fetchDocument}
            />
          ))}
        </S.CaseList>
        {list.error && (
          <Section.Failure>
            <p role="alert">{t('cases.failed', { reason: describe(list.error) })}</p>
            <Button variant="secondary" size="sm" onClick={list.retry}>
              {t('retry')}
            </Button>
          </Section.Failure>
        )}
        {list.hasMore && !list.error && (
          <S.More>
            <Button variant="secondary" loading={list.loadingMore} onClick={showMore}>
              {t('cases.showMore')}
            </Button>
          </S.More>
        )}
      </>
    );
  }

  return (
    <Section.Section aria-labelledby={headingId}>
      <Section.SectionHeading part="section-heading" as={`h${headingLevel}`} id={headingId}>
        {t('cases.heading')}
      </Section.SectionHeading>
      {/* Said once the submitted case is in the list (the modal's own dialog said "sent"). */}
      <Section.Hidden role="status">
        {highlighted ? t('cases.announced', { number: highlighted.caseNumber ?? '' }) : ''}
      </Section.Hidden>
      {content}
    </Section.Section>
  );
}

function CasesSkeleton() {
  const { t } = useKitTranslation(SUPPORT_NS);
  return (
    <div aria-busy="true">
      <Section.Status>
        <Spinner size="sm" label={t('cases.loading')} />
        <span aria-hidden="true">{t('cases.loading')}</span>
      </Section.Status>
      <S.CaseList aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <S.SkeletonCard>
              <Bone $width="6rem" $height="1.25rem" />
              <Bone $width="min(100%, 22rem)" $height="1.4rem" />
              <Bone $width="min(100%, 30rem)" />
              <Bone $width="10rem" $height="2rem" />
            </S.SkeletonCard>
          </li>
        ))}
      </S.CaseList>
    </div>
  );
}

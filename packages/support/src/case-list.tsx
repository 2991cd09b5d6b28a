import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
} from '@anp/core';
import { Badge, Button, EmptyState, Spinner } from '@anp/ui';
import { DownloadButton, DownloadIcon } from '@anp/memo-tile';
import {
  useSupportApi,
  type CaseDocument,
  type ComplaintProductLine,
  type CustomerCase,
} from '@anp/core/services/support';
import { SUPPORT_NS } from './i18n';
import { below, type HeadingLevel } from './headings';
import {
  STATUS_KEYS,
  caseDate,
  categoryText,
  isListedStatus,
  statusTone,
  wordedUnit,
} from './model/support';
import type { CaseList } from './use-support-data';
import * as S from './support.styles';

export interface CaseListViewProps {
  list: CaseList;
  headingLevel: HeadingLevel;
  /** The "Raise a complaint" control of the empty state. */
  action: ReactNode;
}

/**
 * The user's cases (ordering.md §2 route `support`, §7 Support cases): loading, failure with
 * Try again, none yet (with "Raise a complaint"), or the cases with "Show more".
 */
export function CaseListView({ list, headingLevel, action }: CaseListViewProps) {
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
      <S.Failure>
        <p role="alert">{t('cases.failed', { reason: describe(list.error) })}</p>
        <Button variant="secondary" size="sm" onClick={list.retry}>
          {t('retry')}
        </Button>
      </S.Failure>
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
          <S.Status role="status">
            {t('cases.showing', {
              shown: formatNumber(list.cases.length, country, 0),
              total: formatNumber(list.total, country, 0),
            })}
          </S.Status>
        )}
        <S.CaseList ref={listRef} aria-busy={list.refreshing || undefined}>
          {list.cases.map((c) => (
            <CaseCard
              key={c.id}
              supportCase={c}
              headingLevel={itemLevel}
              highlighted={c.id === list.highlightedId}
            />
          ))}
        </S.CaseList>
        {list.error && (
          <S.Failure>
            <p role="alert">{t('cases.failed', { reason: describe(list.error) })}</p>
            <Button variant="secondary" size="sm" onClick={list.retry}>
              {t('retry')}
            </Button>
          </S.Failure>
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
    <S.Section aria-labelledby={headingId}>
      <S.SectionHeading as={`h${headingLevel}`} id={headingId}>
        {t('cases.heading')}
      </S.SectionHeading>
      {/* Said once the submitted case is in the list (the modal's own dialog said "sent"). */}
      <S.Hidden role="status">
        {highlighted ? t('cases.announced', { number: highlighted.caseNumber ?? '' }) : ''}
      </S.Hidden>
      {content}
    </S.Section>
  );
}

function CasesSkeleton() {
  const { t } = useKitTranslation(SUPPORT_NS);
  return (
    <div aria-busy="true">
      <S.Status>
        <Spinner size="sm" label={t('cases.loading')} />
        <span aria-hidden="true">{t('cases.loading')}</span>
      </S.Status>
      <S.CaseList aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <S.SkeletonCard>
              <S.Bone $width="6rem" $height="1.25rem" />
              <S.Bone $width="min(100%, 22rem)" $height="1.4rem" />
              <S.Bone $width="min(100%, 30rem)" />
              <S.Bone $width="10rem" $height="2rem" />
            </S.SkeletonCard>
          </li>
        ))}
      </S.CaseList>
    </div>
  );
}

interface CaseCardProps {
  supportCase: CustomerCase;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  highlighted: boolean;
}

/**
 * One case: status badge, number, subject, category, submitted date, order, products and the
 * attached files as download buttons.
 */
function CaseCard({ supportCase: c, headingLevel, highlighted }: CaseCardProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const { lang } = useKitContext();
  const titleId = useId();
  const number = c.caseNumber ?? '';
  const title = c.subject?.trim() || t('cases.number', { number });
  const category = categoryText(c);
  const date = formatDisplayDate(caseDate(c), lang);

  return (
    <li>
      <S.CaseCard
        aria-labelledby={titleId}
        tabIndex={-1}
        $highlighted={highlighted}
        data-highlighted={highlighted || undefined}
      >
        <S.CaseHead>
          <S.Badges>
            {isListedStatus(c.status) && (
              <Badge tone={statusTone(c.status)}>
                <S.Hidden>{t('status.label')}: </S.Hidden>
                {t(`status.${STATUS_KEYS[c.status]}`)}
              </Badge>
            )}
            {highlighted && <Badge tone="primary">{t('cases.justSubmitted')}</Badge>}
          </S.Badges>
          {number && <S.CaseNumber>{t('cases.number', { number })}</S.CaseNumber>}
        </S.CaseHead>
        <S.CaseTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </S.CaseTitle>
        <S.Facts>
          {category && <li>{category}</li>}
          {date && <li>{t('cases.submitted', { date })}</li>}
          {c.orderQuestionCB && c.orderNumber && (
            <li>{t('cases.order', { number: c.orderNumber })}</li>
          )}
          {c.plantName && (
            // Plant names usually say what they are ("Ames Feed Mill", "Planta Celaya"): the
            // label is for screen readers only, so "Planta Planta Celaya" is never shown.
            <li>
              <S.Hidden>{t('cases.plant')}: </S.Hidden>
              {c.plantName}
            </li>
          )}
        </S.Facts>
        {c.products.length > 0 && (
          <S.Group>
            <S.GroupLabel>{t('cases.products')}</S.GroupLabel>
            <S.Products>
              {c.products.map((line, index) => (
                <ProductLine key={`${line.productId}-${index}`} line={line} />
              ))}
            </S.Products>
          </S.Group>
        )}
        {c.documents.length > 0 && (
          <S.Group>
            <S.GroupLabel>{t('cases.documents')}</S.GroupLabel>
            <S.Downloads>
              {c.documents.map((doc) => (
                <li key={doc.id}>
                  <CaseDownload caseId={c.id} caseNumber={number} document={doc} />
                </li>
              ))}
            </S.Downloads>
          </S.Group>
        )}
      </S.CaseCard>
    </li>
  );
}

function ProductLine({ line }: { line: ComplaintProductLine }) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const { country } = useKitContext();
  const qty = formatNumber(line.qty, country, Number.isInteger(line.qty) ? 0 : 2);
  const unit = wordedUnit(line.unitOfMeasure);
  const facts = [
    unit
      ? t(`cases.units.${unit}`, { count: line.qty, qty })
      : t('cases.quantity', { qty, unit: line.unitOfMeasure }),
    line.affectedBag > 0 ? t('cases.bags', { count: line.affectedBag }) : '',
    line.lotNumber.length > 0 ? t('cases.lots', { lots: line.lotNumber.join(', ') }) : '',
  ].filter(Boolean);
  return (
    <li>
      <span>{line.productName}</span>
      <S.ProductFacts>{facts.join(' · ')}</S.ProductFacts>
    </li>
  );
}

/** A file of the case: fetched as a blob and saved; a failure is said under the button. */
function CaseDownload(props: { caseId: string; caseNumber: string; document: CaseDocument }) {
  const { caseId, caseNumber, document: doc } = props;
  const { t } = useKitTranslation(SUPPORT_NS);
  const api = useSupportApi();
  const name = doc.metadata.docName;
  const fetchFile = useCallback(
    () => api.downloadDocument(caseId, doc.id, { publishErrors: false }),
    [api, caseId, doc.id],
  );
  return (
    <DownloadButton
      fetchFile={fetchFile}
      fallbackName={name}
      label={t('cases.download', { name, number: caseNumber })}
      failureText={(reason) => t('cases.downloadFailed', { reason })}
      size="sm"
    >
      <DownloadIcon />
      <span>{name}</span>
    </DownloadButton>
  );
}

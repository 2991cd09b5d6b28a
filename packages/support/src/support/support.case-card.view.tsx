import { useCallback, useId } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  useKitContext,
  useKitTranslation,
  type DownloadResult,
} from '@anp/core';
import { Badge } from '@anp/ui';
import { DownloadButton, DownloadIcon } from '@anp/memo-tile';
import type { CaseDocument, ComplaintProductLine, CustomerCase } from '@anp/core/services/support';
import { SUPPORT_NS } from '../i18n';
import {
  STATUS_KEYS,
  caseDate,
  categoryText,
  isListedStatus,
  statusTone,
  wordedUnit,
} from '../model/support';
import * as Section from '../section.styles';
import * as S from './support.cases.styles';

/** Fetches one file of a case, to be saved under its name. */
export type FetchCaseDocument = (
  caseId: string,
  documentId: string,
  onProgress?: (received: number, total: number | null) => void,
) => Promise<DownloadResult>;

export interface CaseCardProps {
  supportCase: CustomerCase;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  highlighted: boolean;
  fetchDocument: FetchCaseDocument;
}

/**
 * One case: status badge, number, subject, category, submitted date, order, products and the
 * attached files as download buttons.
 */
export function CaseCard({
  supportCase: c,
  headingLevel,
  highlighted,
  fetchDocument,
}: CaseCardProps) {
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
        part="card"
        aria-labelledby={titleId}
        tabIndex={-1}
        $highlighted={highlighted}
        data-highlighted={highlighted || undefined}
      >
        <S.CaseHead>
          <S.Badges>
            {isListedStatus(c.status) && (
              <Badge tone={statusTone(c.status)}>
                <Section.Hidden>{t('status.label')}: </Section.Hidden>
                {t(`status.${STATUS_KEYS[c.status]}`)}
              </Badge>
            )}
            {highlighted && <Badge tone="primary">{t('cases.justSubmitted')}</Badge>}
          </S.Badges>
          {number && <S.CaseNumber>{t('cases.number', { number })}</S.CaseNumber>}
        </S.CaseHead>
        <S.CaseTitle part="card-heading" as={`h${headingLevel}`} id={titleId}>
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
              <Section.Hidden>{t('cases.plant')}: </Section.Hidden>
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
                  <CaseDownload
                    caseId={c.id}
                    caseNumber={number}
                    document={doc}
                    fetchDocument={fetchDocument}
                  />
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
function CaseDownload(props: {
  caseId: string;
  caseNumber: string;
  document: CaseDocument;
  fetchDocument: FetchCaseDocument;
}) {
  const { caseId, caseNumber, document: doc, fetchDocument } = props;
  const { t } = useKitTranslation(SUPPORT_NS);
  const name = doc.metadata.docName;
  const fetchFile = useCallback(
    (onProgress?: (received: number, total: number | null) => void) =>
      fetchDocument(caseId, doc.id, onProgress),
    [fetchDocument, caseId, doc.id],
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

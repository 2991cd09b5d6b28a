import { useCallback, useId } from 'react';
import type { DownloadResult } from '@anp/core';
import { Spinner } from '@anp/ui';
import { DownloadButton, DownloadIcon } from '@anp/memo-tile';
import type { OrderDetail as Order, OrderDocumentType } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { documentOffers, type DocumentOffer, type DocumentViewer } from '../model/documents';
import { useOrderText } from '../use-order-text';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/** The name a document is saved under when the server gives none. */
const FILE_PREFIX = {
  invoice: 'invoice',
  packlist: 'packing-list',
  coa: 'certificate-of-analysis',
};

export interface DocumentsViewProps {
  order: Order;
  /** Who is looking; the offers wait until `ready`. */
  viewer: DocumentViewer & { ready: boolean };
  fetchDocument(
    kind: OrderDocumentType,
    onProgress?: (received: number, total: number | null) => void,
  ): Promise<DownloadResult>;
  headingLevel: number;
}

/**
 * The invoice, packing list and certificate of analysis: a download for each the rules offer
 * (`model/documents.ts`), and why the others are not there yet.
 */
export function DocumentsView({ order, viewer, fetchDocument, headingLevel }: DocumentsViewProps) {
  const { t } = useOrderText();
  const id = useId();
  return (
    <S.Panel aria-labelledby={`${id}-documents`}>
      <Heading level={headingLevel} id={`${id}-documents`}>
        {t('documents.heading')}
      </Heading>
      {viewer.ready ? (
        <D.DocumentList>
          {documentOffers(order, viewer).map((offer) => (
            <DocumentRow
              key={offer.kind}
              orderNumber={order.orderNumber}
              offer={offer}
              fetchDocument={fetchDocument}
            />
          ))}
        </D.DocumentList>
      ) : (
        <Spinner label={t('documents.loading')} />
      )}
    </S.Panel>
  );
}

function DocumentRow({
  orderNumber,
  offer,
  fetchDocument,
}: {
  orderNumber: string;
  offer: DocumentOffer;
  fetchDocument(
    kind: OrderDocumentType,
    onProgress?: (received: number, total: number | null) => void,
  ): Promise<DownloadResult>;
}) {
  const { t } = useOrderText();
  const fetchFile = useCallback(
    (onProgress?: (received: number, total: number | null) => void) =>
      fetchDocument(offer.kind, onProgress),
    [fetchDocument, offer.kind],
  );
  const name =
    offer.offered && offer.variant && offer.variant !== 'invoice'
      ? t(`documents.${offer.variant}`)
      : t(`documents.${offer.kind}`);
  return (
    <li>
      <D.DocumentName>
        <strong>{name}</strong>
        {offer.offered ? (
          offer.variant === 'proForma' && <span>{t('documents.proFormaHint')}</span>
        ) : (
          <span>{t(`documents.unavailable.${offer.reason}`)}</span>
        )}
      </D.DocumentName>
      {offer.offered && (
        <DownloadButton
          fetchFile={fetchFile}
          fallbackName={`${FILE_PREFIX[offer.kind]}-${orderNumber}.pdf`}
          label={t('documents.downloadLabel', { document: name, number: orderNumber })}
          failureText={(reason) => t('documents.failed', { document: name, reason })}
          size="sm"
        >
          <DownloadIcon />
          {t('documents.download')}
        </DownloadButton>
      )}
    </li>
  );
}

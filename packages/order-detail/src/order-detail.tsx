import { useCallback, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  formatDisplayDate,
  formatPrice,
  formatWeight,
  padPallet,
  useErrorMessage,
  useKitContext,
  usePortalLinks,
  windowOf,
} from '@anp/core';
import { Badge, Button, EmptyState, Spinner } from '@anp/ui';
import { DownloadButton, DownloadIcon, MemoTile, formatAmount } from '@anp/memo-tile';
import { useOrdersApi, type OrderDetail as Order } from '@anp/core/services/orders';
import {
  documentOffers,
  isInvoiced,
  showsCancelledInvoiceBadge,
  statusTone,
  type DocumentOffer,
} from './model/documents';
import { cutoffState } from './model/cutoff';
import {
  PRODUCT_SORTS,
  isProductSort,
  sortProductLines,
  type ProductSort,
} from './model/product-sort';
import { forgetOutcome, peekOutcome, type ModificationOutcome } from './modified-flash';
import { ChangeList } from './change-list';
import { statusText, typeText } from './words';
import { ORDERS_PAGE, modifyPage } from './paths';
import { useModificationDrafts, useNow, useOrder, useViewer } from './use-order-data';
import { useOrderText } from './text';
import * as S from './order-detail.styles';

export type DetailHeadingLevel = 1 | 2 | 3;

export interface OrderDetailProps {
  /** The order's number. */
  orderNumber: string;
  /** Level of the order's heading (default 1: the detail is a page of its own). */
  headingLevel?: DetailHeadingLevel;
}

/**
 * The order detail (ordering.md §2 screen 6): the order's header, the products ordered with their
 * totals, shipping details (ship-from name and code), the documents to download as files, the
 * Modify order entry while changes are accepted, and the memos raised against the order.
 * @example <KitRoot config={config}><OrderDetail orderNumber="4000161424" /></KitRoot>
 */
export function OrderDetail({ orderNumber, headingLevel = 1 }: OrderDetailProps) {
  const { t } = useOrderText();
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const number = orderNumber.trim();
  const { data: order, error, mutate } = useOrder(number);
  const listHref = hrefOf(ORDERS_PAGE);
  const back = (
    <S.BackLink href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
      <span aria-hidden="true">←</span> {t('backToOrders')}
    </S.BackLink>
  );

  let content: ReactNode;
  if (!number) {
    content = (
      <S.Notice $tone="danger" role="alert">
        <p>{t('missingNumber')}</p>
      </S.Notice>
    );
  } else if (order) {
    return <OrderDetailView order={order} headingLevel={headingLevel} back={back} />;
  } else if (error?.code === 'NOT_FOUND' || error?.code === 'ORDER_NUMBER_INVALID') {
    content = (
      <S.Panel>
        <EmptyState
          headingLevel={headingLevel}
          title={t('notFound.title', { number })}
          description={t('notFound.body')}
          action={
            <S.LinkButton href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
              {t('notFound.action')}
            </S.LinkButton>
          }
        />
      </S.Panel>
    );
  } else if (error) {
    content = (
      <S.Notice $tone="danger" role="alert">
        <p>{t('loadFailed', { number, reason: describe(error) })}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </S.Notice>
    );
  } else {
    content = (
      <S.Panel aria-busy="true">
        <Spinner label={t('loading', { number })} />
      </S.Panel>
    );
  }
  return (
    <S.Root>
      {back}
      {content}
    </S.Root>
  );
}

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h2';
  return <Tag id={id}>{children}</Tag>;
}

function OrderDetailView({
  order,
  headingLevel,
  back,
}: {
  order: Order;
  headingLevel: DetailHeadingLevel;
  back: ReactNode;
}) {
  const text = useOrderText();
  const { t } = text;
  const { lang, root } = useKitContext();
  const country = order.account.country;
  const win = windowOf(root);
  // What the modify page said when it sent the user here: shown once, then forgotten.
  const [outcome, setOutcome] = useState(() => peekOutcome(order.orderNumber, win));
  useEffect(() => forgetOutcome(order.orderNumber, win), [order.orderNumber, win]);
  const sub = headingLevel + 1;
  const pickup = order.shipMethod === 'pickup';
  const requested = [
    formatDisplayDate(order.requestedDate, lang),
    order.requestedTime ? order.requestedTime : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <S.Root>
      {back}
      {outcome && <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <S.Head>
        <S.TitleRow>
          <Heading level={headingLevel}>{t('title', { number: order.orderNumber })}</Heading>
          <Badge tone={statusTone(order.status)}>
            <S.Hidden>{t('statusLabel')}: </S.Hidden>
            {statusText(order.status, t)}
          </Badge>
        </S.TitleRow>
        <S.Facts>
          <Fact label={t('facts.type')}>{typeText(order.type, t)}</Fact>
          <Fact label={t('facts.orderDate')}>{formatDisplayDate(order.orderDate, lang)}</Fact>
          <Fact label={pickup ? t('facts.pickupDate') : t('facts.deliveryDate')}>{requested}</Fact>
          <Fact label={t('facts.po')}>{order.po || t('none')}</Fact>
          <Fact label={t('facts.shipMethod')}>
            {pickup ? t('shipMethod.pickup') : t('shipMethod.delivery')}
          </Fact>
          <Fact label={t('facts.paymentTerms')}>
            {order.paymentTerms === 'Cash'
              ? t('paymentTerms.Cash')
              : order.paymentTerms === 'Credit'
                ? t('paymentTerms.Credit')
                : order.paymentTerms}
          </Fact>
          <Fact label={t('facts.account')}>
            {t('accountValue', { name: order.account.name, code: order.account.soldToCode })}
          </Fact>
          {isInvoiced(order) && order.invoicedNo && (
            <Fact label={t('facts.invoice')}>
              {order.invoicedNo}
              {order.invoiceDate ? ` · ${formatDisplayDate(order.invoiceDate, lang)}` : ''}
              {showsCancelledInvoiceBadge(order, country) && (
                <>
                  {' '}
                  <Badge tone="danger">{t('cancelledBadge')}</Badge>
                </>
              )}
            </Fact>
          )}
          {order.note && <Fact label={t('facts.note')}>{order.note}</Fact>}
        </S.Facts>
      </S.Head>

      <ModifyEntry order={order} headingLevel={sub} />
      <S.Pair>
        <Documents order={order} headingLevel={sub} />
        <Shipping order={order} headingLevel={sub} />
      </S.Pair>
      <Products order={order} headingLevel={sub} />
      {order.memoNumbers.length > 0 && <Memos order={order} headingLevel={sub} />}
    </S.Root>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OutcomeNotice({
  outcome,
  onDismiss,
}: {
  outcome: ModificationOutcome;
  onDismiss: () => void;
}) {
  const text = useOrderText();
  const { t } = text;
  return (
    <S.Notice $tone={outcome.kind === 'submitted' ? 'success' : 'info'} role="status">
      <strong>
        {outcome.kind === 'submitted'
          ? t('outcome.submitted', { number: outcome.orderNumber })
          : t('outcome.discarded', { number: outcome.orderNumber })}
      </strong>
      {outcome.kind === 'submitted' && outcome.changes.length > 0 && (
        <ChangeList changes={outcome.changes} />
      )}
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('outcome.dismiss')}
      </Button>
    </S.Notice>
  );
}

/** The Modify order entry while changes are accepted; after the cut-off, when it was. */
function ModifyEntry({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const text = useOrderText();
  const { t } = text;
  const { hrefOf, follow } = usePortalLinks();
  const id = useId();
  const now = useNow(order.modifiableUntil);
  const state = cutoffState(order.modifiableUntil, now);
  const open = order.modifiable && state.state === 'open';
  const drafts = useModificationDrafts(open);
  const hasDraft = drafts.data?.drafts.some((d) => d.orderNumber === order.orderNumber) ?? false;
  if (!open) {
    if (order.status === 'Placed' && state.state === 'passed')
      return (
        <S.Muted>{t('modify.closed', { cutoff: text.cutoff(order.modifiableUntil) })}</S.Muted>
      );
    return null;
  }
  const href = hrefOf(modifyPage(order.orderNumber));
  return (
    <S.ModifyPanel aria-labelledby={`${id}-modify`}>
      <div>
        <Heading level={headingLevel} id={`${id}-modify`}>
          {t('modify.heading')}
        </Heading>
        <p>{t('modify.body', { cutoff: text.cutoff(order.modifiableUntil) })}</p>
        <p>
          <S.Countdown $urgent={state.urgent}>
            {text.timeLeft(order.modifiableUntil, now)}
          </S.Countdown>
        </p>
        {hasDraft && <S.Muted>{t('modify.draftWaiting')}</S.Muted>}
      </div>
      <S.LinkButton href={href} onClick={(e: MouseEvent) => follow(e, href)}>
        {hasDraft ? t('modify.continue') : t('modify.action')}
      </S.LinkButton>
    </S.ModifyPanel>
  );
}

function Products({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const country = order.account.country;
  const weight = (value: number, unit: string) => formatWeight(value, country, unit);
  const [sort, setSort] = useState<ProductSort>('mfgNum');
  const { lang } = useKitContext();
  const lines = sortProductLines(order.productOrders, sort, lang);
  return (
    <S.Panel aria-labelledby={`${id}-products`}>
      <S.PanelHead>
        <Heading level={headingLevel} id={`${id}-products`}>
          {t('products.heading', { count: order.productOrders.length })}
        </Heading>
        {order.productOrders.length > 1 && (
          <S.SortField>
            <label htmlFor={`${id}-sort`}>{t('products.sortBy')}</label>
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(event) => {
                if (isProductSort(event.target.value)) setSort(event.target.value);
              }}
            >
              {PRODUCT_SORTS.map((key) => (
                <option key={key} value={key}>
                  {t(`products.sort.${key}`)}
                </option>
              ))}
            </select>
          </S.SortField>
        )}
      </S.PanelHead>
      <S.LineTable>
        <thead>
          <tr>
            <th scope="col">{t('products.product')}</th>
            <th scope="col" data-num="">
              {t('products.quantity')}
            </th>
            <th scope="col" data-num="">
              {t('products.pallets')}
            </th>
            <th scope="col" data-num="">
              {t('products.weight')}
            </th>
            <th scope="col" data-num="">
              {t('products.unitPrice')}
            </th>
            <th scope="col" data-num="">
              {t('products.amount')}
            </th>
            <th scope="col">{t('products.lot')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row">
                <S.ProductName>
                  <strong>{line.title}</strong>
                  <span>
                    {t('products.sku', { sku: line.sku })} · {line.formCode} ·{' '}
                    {t(`packages.${line.packageType}`, { defaultValue: line.packageType })}
                  </span>
                </S.ProductName>
              </th>
              <td data-num="" data-label={t('products.quantity')}>
                {line.quantity}
              </td>
              <td data-num="" data-label={t('products.pallets')}>
                {padPallet(line.pallets)}
              </td>
              <td data-num="" data-label={t('products.weight')}>
                {weight(line.netWeight, line.unitOfMeasure)}
              </td>
              <td data-num="" data-label={t('products.unitPrice')}>
                {formatPrice(line.unitPrice, country)}
              </td>
              <td data-num="" data-label={t('products.amount')}>
                {formatAmount(line.amount, country)}
              </td>
              <td data-label={t('products.lot')}>{line.lotNumber ?? t('products.noLot')}</td>
            </tr>
          ))}
        </tbody>
      </S.LineTable>
      <S.Totals aria-label={t('totals.label')}>
        <dt>{t('totals.net')}</dt>
        <dd>{formatAmount(order.netAmount, country)}</dd>
        <dt>{t('totals.tax')}</dt>
        <dd>{formatAmount(order.vat, country)}</dd>
        <dt data-total="">{t('totals.gross')}</dt>
        <dd data-total="">{formatAmount(order.grossAmount, country)}</dd>
        <dt>{t('totals.weight')}</dt>
        <dd>{weight(order.totalWeight, order.weightUnit)}</dd>
      </S.Totals>
    </S.Panel>
  );
}

function Shipping({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const { shippingDetails: s } = order;
  return (
    <S.Panel aria-labelledby={`${id}-shipping`}>
      <Heading level={headingLevel} id={`${id}-shipping`}>
        {t('shipping.heading')}
      </Heading>
      <S.Facts $columns="one">
        <Fact label={t('shipping.from')}>
          {t('shipping.fromValue', { name: s.shipFromName, code: s.shipFromCode })}
        </Fact>
        <Fact label={t('shipping.to')}>
          {s.shipToName || s.shipToAddress ? (
            <>
              {s.shipToName && <span>{s.shipToName}</span>}
              {s.shipToName && s.shipToAddress && <br />}
              {s.shipToAddress && <span>{s.shipToAddress}</span>}
            </>
          ) : (
            t('shipping.toAccount', { address: order.account.address || order.account.name })
          )}
        </Fact>
      </S.Facts>
    </S.Panel>
  );
}

function Documents({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const viewer = useViewer(order.account.country);
  return (
    <S.Panel aria-labelledby={`${id}-documents`}>
      <Heading level={headingLevel} id={`${id}-documents`}>
        {t('documents.heading')}
      </Heading>
      {viewer.ready ? (
        <S.DocumentList>
          {documentOffers(order, viewer).map((offer) => (
            <DocumentRow key={offer.kind} order={order} offer={offer} />
          ))}
        </S.DocumentList>
      ) : (
        <Spinner label={t('documents.loading')} />
      )}
    </S.Panel>
  );
}

const FILE_PREFIX = {
  invoice: 'invoice',
  packlist: 'packing-list',
  coa: 'certificate-of-analysis',
};

function DocumentRow({ order, offer }: { order: Order; offer: DocumentOffer }) {
  const { t } = useOrderText();
  const api = useOrdersApi();
  const fetchFile = useCallback(
    () => api.download(order.orderNumber, offer.kind, { publishErrors: false }),
    [api, order.orderNumber, offer.kind],
  );
  const name =
    offer.offered && offer.variant && offer.variant !== 'invoice'
      ? t(`documents.${offer.variant}`)
      : t(`documents.${offer.kind}`);
  return (
    <li>
      <S.DocumentName>
        <strong>{name}</strong>
        {offer.offered ? (
          offer.variant === 'proForma' && <span>{t('documents.proFormaHint')}</span>
        ) : (
          <span>{t(`documents.unavailable.${offer.reason}`)}</span>
        )}
      </S.DocumentName>
      {offer.offered && (
        <DownloadButton
          fetchFile={fetchFile}
          fallbackName={`${FILE_PREFIX[offer.kind]}-${order.orderNumber}.pdf`}
          label={t('documents.downloadLabel', { document: name, number: order.orderNumber })}
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

function Memos({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const level = Math.min(6, headingLevel + 1) as 3 | 4 | 5 | 6;
  return (
    <S.Panel aria-labelledby={`${id}-memos`}>
      <Heading level={headingLevel} id={`${id}-memos`}>
        {t('memos.heading', { count: order.memoNumbers.length })}
      </Heading>
      <S.MemoList>
        {order.memoNumbers.map((memoNumber) => (
          <li key={memoNumber}>
            <MemoTile memoNumber={memoNumber} headingLevel={level} />
          </li>
        ))}
      </S.MemoList>
    </S.Panel>
  );
}

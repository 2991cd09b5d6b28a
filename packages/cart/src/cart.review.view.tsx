import {
  formatDisplayDate,
  formatPrice,
  padPallet,
  useErrorMessage,
  useKitContext,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { Checkbox } from '@anp/ui/fields';
import { CartProblems } from './cart.problems.view';
import { WeightTotals } from './cart.totals.view';
import {
  Actions,
  ErrorText,
  Hint,
  Layout,
  Notice,
  Panel,
  Sticky,
  TextLink,
  Totals,
} from './cart.styles';
import { ReviewFacts, Table } from './cart.review.styles';
import type { CartAccount } from './cart.view';
import type { CartLinks } from './cart.links';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';
import { lineWeightText, linePalletsOf, orderedPallets } from './model';

export interface ReviewViewProps {
  state: CartBehaviour;
  /** The account ordered for, as the session names it. */
  account: CartAccount | null;
  links: CartLinks;
  onBack(): void;
}

/**
 * Step 2 (ordering.md §2 screen 3): a read-only summary of the priced order, the purchase-order
 * terms, and Place order.
 */
export function ReviewView({ state: behaviour, account, links, onBack }: ReviewViewProps) {
  const { t, countUnit } = useCartText();
  const describe = useErrorMessage();
  const { lang } = useKitContext();
  const { cart, simulation, validation } = behaviour;
  if (!cart || !validation) return null;

  if (behaviour.resuming) {
    return (
      <Panel>
        <Spinner label={t('review.resuming')} />
        <p role="status">{t('review.resuming')}</p>
      </Panel>
    );
  }
  if (!simulation) {
    return (
      <>
        <CartProblems state={behaviour} />
        {behaviour.problems.length === 0 ? (
          <Panel>
            <Spinner label={t('review.checking')} />
            <p role="status">{t('review.checking')}</p>
          </Panel>
        ) : (
          <Actions>
            <Button variant="secondary" onClick={onBack}>
              {t('review.back')}
            </Button>
          </Actions>
        )}
      </>
    );
  }

  const priced = simulation.cart;
  const prices = new Map(simulation.pricing.lines.map((l) => [l.sku, l]));
  const lines = priced.cartItems.filter(
    (i) => !i.isRemoved && (i.itemCount.value ?? 0) > 0 && prices.has(i.sku),
  );
  const location = behaviour.options?.pickupLocations.find((l) => l.id === priced.pickUpFrom);
  const truck = priced.truckSizes.find((s) => s.value === priced.truckSize);
  const pickup = priced.shipMethod === 'pickup';
  const currency = (value: number) => formatPrice(value, priced.country);
  const termsHref = links.terms;
  const ready = simulation.valid;

  return (
    <>
      <CartProblems state={behaviour} />
      <Layout>
        <Panel aria-labelledby="anp-review-lines">
          <h2 id="anp-review-lines">{t('review.linesCaption')}</h2>
          <Table part="table">
            <thead>
              <tr part="table-head">
                <th scope="col">{t('review.product')}</th>
                <th scope="col" className="num">
                  {t('review.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('review.pallets')}
                </th>
                <th scope="col" className="num">
                  {t('review.weight')}
                </th>
                <th scope="col" className="num">
                  {t('review.unitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('review.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((item) => {
                const price = prices.get(item.sku);
                return (
                  <tr part="row" key={item.sku}>
                    <td>
                      {item.title}
                      <Hint>{t('line.sku', { sku: item.sku })}</Hint>
                    </td>
                    <td className="num" data-label={t('review.quantity')}>
                      {item.itemCount.value}{' '}
                      {countUnit(item.packageType, item.itemCount.value, item.itemCount.label)}
                    </td>
                    <td className="num" data-label={t('review.pallets')}>
                      {padPallet(orderedPallets(linePalletsOf(item)))}
                    </td>
                    <td className="num" data-label={t('review.weight')}>
                      {lineWeightText(
                        item.netWeight,
                        item.unitOfMeasure,
                        priced.country,
                        validation.totals.unitOfMeasure,
                      )}
                    </td>
                    <td className="num" data-label={t('review.unitPrice')}>
                      {currency(price?.unitPrice ?? 0)}
                    </td>
                    <td className="num" data-label={t('review.amount')}>
                      {currency(price?.amount ?? 0)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {validation.uncountedLines > 0 && (
            <Hint>{t('summary.uncounted', { count: validation.uncountedLines })}</Hint>
          )}
          <h2>{t('details.heading')}</h2>
          <ReviewFacts>
            {account && (
              <>
                <dt>{t('review.account')}</dt>
                <dd>
                  {account.fullname} ({account.soldToCode})
                </dd>
              </>
            )}
            <dt>{t('review.method')}</dt>
            <dd>{t(pickup ? 'details.pickup' : 'details.delivery')}</dd>
            {pickup && (
              <>
                <dt>{t('review.location')}</dt>
                <dd>{location ? `${location.name} (${location.code})` : t('review.none')}</dd>
              </>
            )}
            <dt>{t('review.date')}</dt>
            <dd>
              {priced.requestedDate
                ? formatDisplayDate(priced.requestedDate, lang)
                : t('review.none')}
            </dd>
            {pickup && (
              <>
                <dt>{t('review.time')}</dt>
                <dd>{priced.requestedTime ?? t('review.none')}</dd>
              </>
            )}
            {!pickup && (
              <>
                <dt>{t('review.truck')}</dt>
                <dd>{truck?.label ?? t('review.none')}</dd>
              </>
            )}
            <dt>{t('review.mode')}</dt>
            <dd>{priced.mode === 'truck' ? t('details.modes.truck') : priced.mode}</dd>
            <dt>{t('review.payment')}</dt>
            <dd>
              {priced.paymentTerms
                ? t(
                    priced.paymentTerms === 'Cash'
                      ? 'details.paymentCash'
                      : 'details.paymentCredit',
                  )
                : t('review.none')}
            </dd>
            <dt>{t('review.po')}</dt>
            <dd>{priced.po || t('review.none')}</dd>
            <dt>{t('review.note')}</dt>
            <dd>{priced.note || t('review.none')}</dd>
          </ReviewFacts>
        </Panel>
        <Sticky>
          <Panel aria-labelledby="anp-review-summary">
            <h2 id="anp-review-summary">{t('summary.heading')}</h2>
            <WeightTotals totals={validation.totals} country={priced.country} />
            <Totals>
              <dt>{t('review.subtotal')}</dt>
              <dd>{currency(simulation.pricing.netAmount)}</dd>
              {simulation.pricing.vat > 0 && (
                <>
                  <dt>{t('review.vat')}</dt>
                  <dd>{currency(simulation.pricing.vat)}</dd>
                </>
              )}
              <dt>{t('review.total')}</dt>
              <dd className="grand">{currency(simulation.pricing.grossAmount)}</dd>
            </Totals>
            {ready ? (
              <>
                <Checkbox
                  label={t('review.terms')}
                  checked={behaviour.termsAccepted}
                  onCheckedChange={behaviour.setTermsAccepted}
                />
                <TextLink href={termsHref} target="_blank" rel="noopener">
                  {t('review.termsLink')}
                </TextLink>
                {behaviour.placeError && (
                  <Notice $tone="danger" role="alert">
                    <p>
                      {behaviour.placeError.retryable
                        ? t('review.unconfirmed', { reason: describe(behaviour.placeError) })
                        : `${t('review.refused')} ${describe(behaviour.placeError)}`}
                    </p>
                  </Notice>
                )}
                <Button
                  variant="primary"
                  loading={behaviour.placing}
                  disabled={!behaviour.termsAccepted}
                  aria-describedby={behaviour.termsAccepted ? undefined : 'anp-review-terms'}
                  onClick={behaviour.placeOrder}
                >
                  {behaviour.placeError?.retryable ? t('review.tryAgain') : t('review.place')}
                </Button>
                {!behaviour.termsAccepted && (
                  <Hint id="anp-review-terms">{t('review.termsRequired')}</Hint>
                )}
              </>
            ) : (
              <ErrorText>{t('review.notReady')}</ErrorText>
            )}
            <Button variant="secondary" onClick={onBack}>
              {t('review.back')}
            </Button>
          </Panel>
        </Sticky>
      </Layout>
    </>
  );
}

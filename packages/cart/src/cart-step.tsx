import { useCallback, useState, type MouseEvent } from 'react';
import { usePortalLinks, useErrorMessage, usePortalContainer, formatWeight } from '@anp/core';
import { Button } from '@anp/ui';
// By path: through the index, the modal would ride in the shared runtime chunk (cdn.vite.config.ts).
import { Modal } from '@anp/ui/modal';
import { CartLine } from './cart-line';
import { OrderDetails } from './order-details';
import { ErrorSummary, SaveStatus, WeightTotals } from './parts';
import {
  Actions,
  FieldError,
  Hint,
  Layout,
  LinkButton,
  Lines,
  Notice,
  Panel,
  PanelHead,
  PlainButton,
  Sticky,
} from './cart.styles';
import { useCartText } from './text';
import type { CartBehaviour } from './use-cart';

export interface CartStepProps {
  cart: CartBehaviour;
  lang: 'en' | 'es' | 'pt';
}

/**
 * Step 1 (ordering.md §2 screen 2): the lines with their quantities and pallets, the order
 * details, the running totals, and Continue to review.
 */
export function CartStep({ cart: behaviour, lang }: CartStepProps) {
  const { t, feeText } = useCartText();
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const container = usePortalContainer();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const { cart, validation } = behaviour;
  const { setQuantity, setFullPallet, setPallets, removeLine } = behaviour;
  const onQuantity = useCallback(
    (sku: string, q: number | null) => setQuantity(sku, q),
    [setQuantity],
  );
  if (!cart || !validation) return null;

  const truck = (behaviour.trucks?.truckSizes ?? cart.truckSizes).find(
    (s) => s.value === cart.truckSize,
  );
  const sizeMessage = t('line.overTruck', {
    weight: formatWeight(validation.totals.tons, cart.country, validation.totals.tonUnit),
    truck: truck?.label ?? '',
  });
  const moqMessage = feeText(behaviour.options?.feeLimit ?? cart.feeLimit);
  const shopHref = hrefOf('orderbuilder');
  const items = cart.cartItems.filter((i) => !i.isRemoved);

  return (
    <>
      <ErrorSummary cart={behaviour} lang={lang} />
      <Layout>
        <Panel aria-labelledby="anp-cart-lines">
          <PanelHead>
            <h2 id="anp-cart-lines">
              {t('lines.heading')}{' '}
              <Hint as="span">{t('lines.count', { count: items.length })}</Hint>
            </h2>
            <SaveStatus save={behaviour.save} onRetry={behaviour.retrySave} />
          </PanelHead>
          {behaviour.save.restored && behaviour.save.status !== 'idle' && (
            <Notice $tone="info">
              <p>{t('save.restored')}</p>
            </Notice>
          )}
          <Lines>
            {items.map((item) => (
              <CartLine
                key={item.sku}
                item={item}
                flags={validation.flags[item.sku]}
                country={cart.country}
                showErrors={behaviour.showErrors}
                sizeMessage={validation.flags[item.sku]?.sizeError ? sizeMessage : null}
                moqMessage={validation.flags[item.sku]?.moqError ? moqMessage : null}
                removing={behaviour.removing.has(item.sku)}
                onQuantity={onQuantity}
                onFullPallet={setFullPallet}
                onPallets={setPallets}
                onRemove={removeLine}
              />
            ))}
          </Lines>
          {behaviour.removeError && (
            <FieldError role="alert">
              {t('line.removeFailed', {
                title:
                  cart.cartItems.find((i) => i.sku === behaviour.removeError?.sku)?.title ??
                  behaviour.removeError.sku,
                reason: describe(behaviour.removeError.error),
              })}
            </FieldError>
          )}
        </Panel>
        <Sticky>
          <OrderDetails
            cart={cart}
            options={behaviour.options}
            trucks={behaviour.trucks}
            leadTimes={behaviour.leadTimes}
            leadTimesError={behaviour.leadTimesError}
            validation={validation}
            showErrors={behaviour.showErrors}
            lang={lang}
            onChange={behaviour.setFields}
          />
          <Panel aria-labelledby="anp-cart-summary">
            <h2 id="anp-cart-summary">{t('summary.heading')}</h2>
            <WeightTotals totals={validation.totals} country={cart.country}>
              <dt>{t('summary.products')}</dt>
              <dd>{validation.countedLines}</dd>
            </WeightTotals>
            {validation.uncountedLines > 0 && (
              <Hint>{t('summary.uncounted', { count: validation.uncountedLines })}</Hint>
            )}
            <Button
              variant="primary"
              loading={behaviour.continuing}
              onClick={behaviour.continueToReview}
            >
              {t('summary.continue')}
            </Button>
            <Actions>
              <LinkButton href={shopHref} onClick={(e: MouseEvent) => follow(e, shopHref)}>
                {t('summary.shop')}
              </LinkButton>
              <PlainButton type="button" onClick={() => setConfirmEmpty(true)}>
                {t('summary.emptyCart')}
              </PlainButton>
            </Actions>
          </Panel>
        </Sticky>
      </Layout>

      <Modal
        open={behaviour.feeOpen}
        onClose={behaviour.closeFee}
        title={t('details.feeTitle')}
        description={feeText(behaviour.options?.feeLimit ?? cart.feeLimit)}
        closeLabel={t('fee.back')}
        container={container}
        size="sm"
        footer={
          <Actions>
            <Button variant="secondary" onClick={behaviour.closeFee}>
              {t('fee.back')}
            </Button>
            <Button variant="primary" onClick={behaviour.acceptFee}>
              {t('fee.acceptAndContinue')}
            </Button>
          </Actions>
        }
      />

      <Modal
        open={confirmEmpty}
        onClose={() => setConfirmEmpty(false)}
        title={t('emptyConfirm.title')}
        description={t('emptyConfirm.body')}
        closeLabel={t('emptyConfirm.cancel')}
        container={container}
        size="sm"
        footer={
          <Actions>
            <Button variant="secondary" onClick={() => setConfirmEmpty(false)}>
              {t('emptyConfirm.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={behaviour.emptying}
              onClick={() =>
                void behaviour.emptyCart().then((ok) => {
                  if (ok) setConfirmEmpty(false);
                })
              }
            >
              {t('emptyConfirm.confirm')}
            </Button>
          </Actions>
        }
      >
        {behaviour.emptyError && (
          <FieldError role="alert">
            {t('emptyConfirm.failed', { reason: describe(behaviour.emptyError) })}
          </FieldError>
        )}
      </Modal>
    </>
  );
}

import { useRef, useState, type MouseEvent } from 'react';
import { useErrorMessage, usePortalContainer } from '@anp/core';
import { Button } from '@anp/ui';
// By path: through the index, the modal would ride in the shared runtime chunk (cdn.vite.config.ts).
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { OrderDetails } from './cart.details.view';
import { CartLinesView } from './cart.lines.view';
import { CartProblems } from './cart.problems.view';
import { WeightTotals } from './cart.totals.view';
import { TruckloadMeter } from './truckload/truckload-meter.view';
import {
  Actions,
  ErrorText,
  Hint,
  Layout,
  LinkButton,
  Panel,
  PlainButton,
  Sticky,
} from './cart.styles';
import type { CartLinks } from './cart.links';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';
import { loadLaterSteps } from './cart.later-steps';
import { SaveTemplateAction } from './templates/save-template.action';

/** Starts loading the review before it is needed (a failure shows on the review itself). */
const preloadLaterSteps = () => void loadLaterSteps().catch(() => undefined);

export interface CartStepViewProps {
  state: CartBehaviour;
  links: CartLinks;
}

/**
 * Step 1 (ordering.md §2 screen 2): the lines with their quantities and pallets, the order
 * details, the running totals, and Continue to review.
 */
export function CartStepView({ state: behaviour, links }: CartStepViewProps) {
  const { t, feeText } = useCartText();
  const describe = useErrorMessage();
  const container = usePortalContainer();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  // The fee dialog opens after Continue to review saved the cart: the button, disabled while it
  // worked, has lost focus by then, and takes it back when the dialog closes.
  const continueRef = useRef<HTMLButtonElement>(null);
  const { cart, validation } = behaviour;
  if (!cart || !validation) return null;

  const shopHref = links.shop;

  return (
    <>
      <CartProblems state={behaviour} />
      <Layout>
        <CartLinesView state={behaviour} cart={cart} validation={validation} />
        <Sticky>
          <OrderDetails
            cart={cart}
            options={behaviour.options}
            trucks={behaviour.trucks}
            leadTimes={behaviour.leadTimes}
            leadTimesError={behaviour.leadTimesError}
            validation={validation}
            showErrors={behaviour.showErrors}
            onChange={behaviour.setFields}
          />
          <Panel aria-labelledby="anp-cart-summary">
            <h2 id="anp-cart-summary">{t('summary.heading')}</h2>
            {behaviour.load && cart.shipMethod !== 'pickup' && (
              <TruckloadMeter load={behaviour.load} country={cart.country} />
            )}
            <WeightTotals totals={validation.totals} country={cart.country}>
              <dt>{t('summary.products')}</dt>
              <dd>{validation.countedLines}</dd>
            </WeightTotals>
            {validation.uncountedLines > 0 && (
              <Hint>{t('summary.uncounted', { count: validation.uncountedLines })}</Hint>
            )}
            <Button
              ref={continueRef}
              variant="primary"
              loading={behaviour.continuing}
              onPointerEnter={preloadLaterSteps}
              onFocus={preloadLaterSteps}
              onClick={() => {
                preloadLaterSteps();
                behaviour.continueToReview();
              }}
            >
              {t('summary.continue')}
            </Button>
            <Actions>
              <LinkButton href={shopHref} onClick={(e: MouseEvent) => links.follow(e, shopHref)}>
                {t('summary.shop')}
              </LinkButton>
              <PlainButton type="button" onClick={() => setConfirmEmpty(true)}>
                {t('summary.emptyCart')}
              </PlainButton>
            </Actions>
            <SaveTemplateAction accountId={behaviour.account} />
          </Panel>
        </Sticky>
      </Layout>

      <ModalOnDemand
        open={behaviour.feeOpen}
        onClose={behaviour.closeFee}
        title={t('details.feeTitle')}
        description={feeText(behaviour.options?.feeLimit ?? cart.feeLimit)}
        closeLabel={t('fee.back')}
        returnFocusRef={continueRef}
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

      <ModalOnDemand
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
          <ErrorText role="alert">
            {t('emptyConfirm.failed', { reason: describe(behaviour.emptyError) })}
          </ErrorText>
        )}
      </ModalOnDemand>
    </>
  );
}

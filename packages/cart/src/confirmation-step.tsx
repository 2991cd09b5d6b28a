import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  formatDisplayDate,
  formatPrice,
  useErrorMessage,
  usePortalContainer,
  usePortalLinks,
} from '@anp/core';
import { Button, EmptyState, token } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import {
  Actions,
  Field,
  FieldError,
  Hint,
  Input,
  Label,
  LinkButton,
  Panel,
  Totals,
} from './cart.styles';
import { WeightTotals } from './parts';
import { useCartText } from './text';
import type { CartBehaviour } from './use-cart';

const Done = styled(Panel)`
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
  justify-items: center;
  .mark {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: ${token('color-success-soft')};
    color: ${token('color-success')};
  }
  .number {
    font-size: ${token('font-size-2xl')};
    font-weight: ${token('font-weight-semibold')};
    letter-spacing: 0.04em;
    font-variant-numeric: tabular-nums;
  }
  dl {
    width: 100%;
    max-width: 24rem;
    text-align: left;
  }
`;

function CheckMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// A practical address check: something@something.tld, no spaces. The server checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The alternate e-mail modal (ordering.md §2 screen 4): validated before it is sent. */
function AltEmailModal({ behaviour }: { behaviour: CartBehaviour }) {
  const { t } = useCartText();
  const describe = useErrorMessage();
  const container = usePortalContainer();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(behaviour.altEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const order = behaviour.order;
  if (!order) return null;
  const close = () => behaviour.openEmailModal(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    const error = !email
      ? t('altEmail.required')
      : EMAIL.test(email)
        ? null
        : t('altEmail.invalid');
    setProblem(error);
    if (error) {
      input.current?.focus();
      return;
    }
    await behaviour.sendAltEmail(email);
  };
  return (
    <Modal
      open={behaviour.emailModal}
      onClose={close}
      title={t('altEmail.title')}
      description={t('altEmail.description', { number: order.orderNumber })}
      closeLabel={t('altEmail.cancel')}
      container={container}
      initialFocusRef={input}
      size="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: '1rem' }}>
        <Field>
          <Label htmlFor={`${id}-email`}>{t('altEmail.label')}</Label>
          <Input
            ref={input}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
          {behaviour.emailError && (
            <FieldError role="alert">
              {t('altEmail.failed', { reason: describe(behaviour.emailError) })}
            </FieldError>
          )}
        </Field>
        <Actions>
          <Button type="button" variant="secondary" onClick={close}>
            {t('altEmail.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={behaviour.sendingEmail}>
            {t('altEmail.send')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

export interface ConfirmationStepProps {
  cart: CartBehaviour;
  lang: 'en' | 'es' | 'pt';
}

/**
 * Step 3 (ordering.md §2 screen 4): the order number, what was ordered, the confirmation e-mail,
 * and sending it to another address (with the success modal).
 */
export function ConfirmationStep({ cart: behaviour, lang }: ConfirmationStepProps) {
  const { t } = useCartText();
  const { hrefOf, follow } = usePortalLinks();
  const container = usePortalContainer();
  const order = behaviour.order;
  const ordersHref = hrefOf('orders');
  const shopHref = hrefOf('orderbuilder');
  if (!order) {
    return (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('confirmation.noOrderTitle')}
          description={t('confirmation.noOrderBody')}
          action={
            <LinkButton href={ordersHref} onClick={(e: MouseEvent) => follow(e, ordersHref)}>
              {t('confirmation.orders')}
            </LinkButton>
          }
        />
      </Panel>
    );
  }
  const market = order.country;
  return (
    <>
      <Done aria-labelledby="anp-confirmation-title">
        <span className="mark">
          <CheckMark />
        </span>
        <h2 id="anp-confirmation-title" tabIndex={-1}>
          {t('confirmation.title')}
        </h2>
        <div>
          <Hint>{t('confirmation.number')}</Hint>
          <p className="number" data-testid="order-number">
            {order.orderNumber}
          </p>
        </div>
        <p>{t('confirmation.placedOn', { date: formatDisplayDate(order.createdAt, lang) })}</p>
        <p>{t('confirmation.sentTo', { email: order.email })}</p>
        <WeightTotals
          totals={{ ...order.totals, unitOfMeasure: order.unitOfMeasure }}
          country={market}
        >
          <dt>{t('summary.products')}</dt>
          <dd>{order.lineCount}</dd>
          <dt>{t('review.date')}</dt>
          <dd>{formatDisplayDate(order.requestedDate, lang)}</dd>
        </WeightTotals>
        <Totals>
          <dt>{t('review.total')}</dt>
          <dd className="grand">{formatPrice(order.pricing.grossAmount, market)}</dd>
        </Totals>
        <Actions>
          <Button variant="secondary" onClick={() => behaviour.openEmailModal(true)}>
            {t('confirmation.altEmail')}
          </Button>
          <LinkButton href={ordersHref} onClick={(e: MouseEvent) => follow(e, ordersHref)}>
            {t('confirmation.orders')}
          </LinkButton>
          <LinkButton href={shopHref} onClick={(e: MouseEvent) => follow(e, shopHref)}>
            {t('confirmation.shop')}
          </LinkButton>
        </Actions>
      </Done>
      {behaviour.emailModal && <AltEmailModal behaviour={behaviour} />}
      <Modal
        open={behaviour.successModal}
        onClose={behaviour.closeSuccess}
        title={t('success.title')}
        description={t('success.body', { number: order.orderNumber, email: behaviour.altEmail })}
        closeLabel={t('success.done')}
        container={container}
        size="sm"
        footer={
          <Button variant="primary" onClick={behaviour.closeSuccess}>
            {t('success.done')}
          </Button>
        }
      />
    </>
  );
}

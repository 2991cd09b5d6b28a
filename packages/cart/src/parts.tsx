import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDisplayDate, formatNumber, formatWeight, useErrorMessage } from '@anp/core';
import { token } from '@anp/ui';
import type { Cart } from '@anp/core/services/cart';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  dateProblemMessage,
  earliestDate,
  errorHeading,
  issueMessage,
  latestDate,
  ruleFor,
  type CartWeightTotals,
  type LeadTimes,
} from './model';
import { Notice, PlainButton, Totals } from './cart.styles';
import { useCartText } from './text';
import type { CartBehaviour, CartStep, SaveState } from './use-cart';

const StepList = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0 0 ${token('space-4')};
  padding: 0;
  font-size: ${token('font-size-sm')};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-2')};
    color: ${token('color-text-muted')};
  }
  li + li::before {
    content: '';
    width: 1.5rem;
    height: 1px;
    background: ${token('color-border-strong')};
  }
  li[aria-current='step'] {
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  .n {
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    border: 1px solid currentColor;
    font-size: ${token('font-size-xs')};
  }
  li[aria-current='step'] .n {
    background: ${token('color-primary')};
    border-color: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
  }
`;

const ORDER: readonly CartStep[] = ['cart', 'review', 'confirmation'];

/** Where the user is in cart -> review -> confirmation (ordering.md §4 cart flow). */
export function Steps({ step }: { step: CartStep }) {
  const { t } = useCartText();
  const at = ORDER.indexOf(step);
  return (
    <nav aria-label={t('steps.label')}>
      <StepList>
        {ORDER.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            <span className="n" aria-hidden="true">
              {i < at ? '✓' : i + 1}
            </span>
            {t(`steps.${s}`)}
            {i < at && <span style={{ position: 'absolute', left: -9999 }}>{t('steps.done')}</span>}
          </li>
        ))}
      </StepList>
    </nav>
  );
}

const StatusText = styled.p<{ $failed: boolean }>`
  font-size: ${token('font-size-sm')};
  color: ${(p) => (p.$failed ? token('color-danger') : token('color-text-muted'))};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
`;

function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Whether the user's changes are saved (issue 5: "the user sees that they are unsaved"). A
 * failure stays on screen with the reason, the next automatic retry and a Save now button.
 */
export function SaveStatus({ save, onRetry }: { save: SaveState; onRetry(): void }) {
  const { t } = useCartText();
  const describe = useErrorMessage();
  const seconds = useSecondsUntil(save.status === 'failed' ? save.retryAt : null);
  let text: string;
  if (save.status === 'failed')
    text = t('save.failed', { reason: save.error ? describe(save.error) : '' });
  else if (save.status === 'saving') text = t('save.saving');
  else if (save.status === 'pending') text = t('save.pending');
  else text = t('save.saved');
  return (
    <StatusText role="status" $failed={save.status === 'failed'}>
      <span>{text}</span>
      {save.status === 'failed' && seconds !== null && (
        <span>{t('save.retryIn', { seconds })}</span>
      )}
      {save.status === 'failed' && (
        <PlainButton type="button" onClick={onRetry}>
          {t('save.retryNow')}
        </PlainButton>
      )}
    </StatusText>
  );
}

/** The dates a plant can serve, as the page shows them. */
export function dateWindow(
  cart: Pick<Cart, 'shipMethod'>,
  leadTimes: LeadTimes | undefined,
  lang: 'en' | 'es' | 'pt',
) {
  if (!leadTimes) return null;
  const rule = ruleFor(cart.shipMethod, leadTimes);
  const earliest = earliestDate(rule, leadTimes.today);
  const latest = latestDate(leadTimes.today, leadTimes.daySpan);
  return {
    rule,
    earliest,
    latest,
    earliestText: formatDisplayDate(earliest, lang),
    latestText: formatDisplayDate(latest, lang),
  };
}

/**
 * The problems that stop the order, under the heading ordering.md §5 asks for (one problem: the
 * requested-date or update-cart heading; several: a general one). It takes focus when it
 * appears, so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  cart: behaviour,
  lang,
}: {
  cart: CartBehaviour;
  lang: 'en' | 'es' | 'pt';
}) {
  const { problems, cart, leadTimes } = behaviour;
  const truckLabel =
    (behaviour.trucks?.truckSizes ?? cart?.truckSizes ?? []).find(
      (s) => s.value === cart?.truckSize,
    )?.label ?? '';
  const noteMax = behaviour.options?.deliveryInstructionMaxLength ?? DEFAULT_NOTE_MAX_LENGTH;
  const { t, message, quantityErrorText } = useCartText();
  const describe = useErrorMessage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  const window = cart ? dateWindow(cart, leadTimes, lang) : null;
  const asIssue = problems.map((p) =>
    p.kind === 'issue'
      ? { code: p.issue.code, field: p.issue.field }
      : // A missing date is a field to fill in, not a date to change: the update-cart heading.
        { code: p.kind === 'date' ? 'CART003' : p.kind, field: null },
  );
  const heading = errorHeading(asIssue);
  const texts = problems.map((p): string => {
    switch (p.kind) {
      case 'issue':
        return message(issueMessage(p.issue));
      case 'missing':
        return t(`missing.${p.field}`);
      case 'quantity': {
        const item = cart?.cartItems.find((i) => i.sku === p.sku);
        const rules = item
          ? {
              minQuantity: item.minQuantity,
              increment: item.increment,
              perPalletCount: item.perPalletcount,
            }
          : { minQuantity: 0, increment: 1, perPalletCount: 1 };
        return `${p.title}: ${quantityErrorText(p.error.kind, rules)}`;
      }
      case 'date':
        return window
          ? message(
              dateProblemMessage(p.problem, {
                earliest: window.earliestText,
                latest: window.latestText,
              }),
            )
          : t('missing.requestedDate');
      case 'size':
        return t('line.overTruck', {
          weight: cart ? formatWeight(cart.totals.tons, cart.country, cart.totals.tonUnit) : '',
          truck: truckLabel,
        });
      case 'note':
        return t('details.noteError', { max: noteMax });
      case 'failure':
        return t(`problems.${p.message}`, { reason: describe(p.error) });
      default:
        return '';
    }
  });
  return (
    <Notice $tone="danger" ref={ref} tabIndex={-1} role="alert" aria-labelledby="anp-cart-problems">
      <p id="anp-cart-problems">
        <strong>{heading ? message(heading) : ''}</strong>
      </p>
      <ul>
        {texts.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** Net and gross weight and the total in tons, in the market's units (ordering.md §1, §3). */
export function WeightTotals({
  totals,
  country,
  children,
}: {
  totals: CartWeightTotals;
  country: string;
  children?: React.ReactNode;
}) {
  const { t } = useCartText();
  return (
    <Totals>
      {children}
      <dt>{t('summary.netWeight')}</dt>
      <dd>{formatWeight(totals.netWeight, country, totals.unitOfMeasure)}</dd>
      <dt>{t('summary.grossWeight')}</dt>
      <dd>{formatWeight(totals.grossWeight, country, totals.unitOfMeasure)}</dd>
      <dt>{t('summary.totalWeight')}</dt>
      <dd className="grand">
        {formatNumber(totals.tons, country)} {totals.tonUnit}
      </dd>
    </Totals>
  );
}

import { useEffect, useRef } from 'react';
import { formatWeight, useErrorMessage, useKitContext } from '@anp/core';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  dateProblemMessage,
  dateWindow,
  errorHeading,
  issueMessage,
} from './model';
import { Notice } from './cart.styles';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';

/**
 * The problems that stop the order, under the heading ordering.md §5 asks for (one problem: the
 * requested-date or update-cart heading; several: a general one). It takes focus when it
 * appears, so keyboard and screen-reader users land on it.
 */
export function CartProblems({ state }: { state: CartBehaviour }) {
  const { problems, cart, leadTimes } = state;
  const { lang } = useKitContext();
  const truckLabel =
    (state.trucks?.truckSizes ?? cart?.truckSizes ?? []).find((s) => s.value === cart?.truckSize)
      ?.label ?? '';
  const noteMax = state.options?.deliveryInstructionMaxLength ?? DEFAULT_NOTE_MAX_LENGTH;
  const { t, message, quantityErrorText } = useCartText();
  const describe = useErrorMessage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  const dates = cart ? dateWindow(cart, leadTimes, lang) : null;
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
        return dates
          ? message(
              dateProblemMessage(p.problem, {
                earliest: dates.earliestText,
                latest: dates.latestText,
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

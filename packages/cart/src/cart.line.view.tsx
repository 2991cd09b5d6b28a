import { memo, useId, useState, type ChangeEvent } from 'react';
import { Button } from '@anp/ui';
import { Checkbox } from '@anp/ui/fields';
import { padPallet } from '@anp/core';
import type { CartItem } from '@anp/core/services/cart';
import {
  fullPalletState,
  isSoldByPallet,
  orderedPallets,
  palletsOf,
  parseCount,
  quantityError,
  stepQuantity,
  type FullPalletState,
  type ItemFlags,
  type LineQuantityRules,
  lineWeightText,
  linePalletsOf,
} from './model';
import { ErrorText, Hint } from './cart.styles';
import {
  Facts,
  Line,
  LineControls,
  LineMain,
  LineMessages,
  LineWeight,
  PalletCountField,
  QuantityField,
  StepButton,
  Thumb,
  Unit,
} from './cart.line.styles';
import { useCartText } from './use-cart-text';

export interface CartLineProps {
  item: CartItem;
  flags: ItemFlags | undefined;
  country: string;
  /** The unit the cart's totals weigh in (the market's, ordering.md §1): lines weigh in it too. */
  weightUnit: string;
  /** Show rule errors even where the user has not left the field yet (after Continue). */
  showErrors: boolean;
  /** Cart-level messages the model puts on this line only (ordering.md §5 flags the first item). */
  sizeMessage: string | null;
  moqMessage: string | null;
  removing: boolean;
  onQuantity(sku: string, quantity: number | null): void;
  onFullPallet(sku: string, fullPallet: boolean, pallets: number): void;
  onPallets(sku: string, pallets: number): void;
  onRemove(sku: string): void;
}

export function rulesOf(item: CartItem): LineQuantityRules {
  return {
    minQuantity: item.minQuantity,
    increment: item.increment,
    perPalletCount: item.perPalletcount,
    isPallet: item.isPallet,
    isPalletAndNonPalletAllowed: item.isPalletAndNonPalletAllowed,
    fullPallet: item.fullPallet,
    pallets: item.pallet,
  };
}

/**
 * A number field that keeps what the user types while it has focus (so "1" on the way to "12"
 * is not reformatted) and shows the value from outside otherwise.
 */
function useTypedNumber(value: number | null) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value === null ? '' : String(value);
  return {
    text: draft ?? shown,
    setText: (text: string) => setDraft(text),
    setFocused: (focused: boolean) => setDraft(focused ? shown : null),
  };
}

function describeWeightPerUnit(
  item: CartItem,
  country: string,
  unit: string,
  t: (key: string, params: Record<string, string>) => string,
): string {
  const w = item.productItemWeight;
  if (item.containerCode && country.toLowerCase() === 'mx') {
    return t('line.boxed', {
      count: item.containerCode,
      weight: lineWeightText(w.itemMinorValue, w.itemMinorUnit, country, unit),
      total: lineWeightText(item.itemNetWeight, item.unitOfMeasure, country, unit),
    });
  }
  return t('line.perUnit', {
    weight: lineWeightText(item.itemNetWeight, item.unitOfMeasure, country, unit),
  });
}

/** Why the full-pallet box is locked (ordering.md §4: not-active, not-active-pointer). */
function palletReason(state: FullPalletState, t: (key: string) => string): string | undefined {
  if (state === 'not-active') return t('line.notByPallet');
  if (state === 'not-active-pointer') return t('line.palletOnly');
  return undefined;
}

function CartLineInner(props: CartLineProps) {
  const { item, flags, country, weightUnit, showErrors } = props;
  const { onQuantity, onFullPallet, onPallets, onRemove } = props;
  const { t, quantityErrorText, countUnit } = useCartText();
  const unitLabel = countUnit(item.packageType, item.itemCount.value, item.itemCount.label);
  const byPallet = isSoldByPallet(item);
  const id = useId();
  const quantity = useTypedNumber(item.itemCount.value);
  const pallets = useTypedNumber(item.fullPallet ? item.pallet : null);
  const [touched, setTouched] = useState(false);
  const [typo, setTypo] = useState(false);
  const rules = rulesOf(item);
  const state = fullPalletState(rules);
  const palletLine = item.fullPallet || state === 'not-active-pointer';
  const kind = quantityError(item.itemCount.value, rules);
  const showRule = (touched || showErrors) && kind !== null;
  const message = typo
    ? t('line.wholeNumber')
    : showRule && kind
      ? quantityErrorText(kind, rules)
      : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ruleParts = [
    item.minQuantity > 1 ? t('line.minimum', { count: item.minQuantity }) : null,
    item.increment > 1 ? t('line.steps', { count: item.increment }) : null,
    byPallet ? t('line.perPallet', { count: item.perPalletcount }) : null,
  ].filter((part): part is string => part !== null);
  const disabled = item.rowDisable;
  const reason = palletReason(state, t);

  const changeQuantity = (event: ChangeEvent<HTMLInputElement>) => {
    quantity.setText(event.target.value);
    const parsed = parseCount(event.target.value);
    setTypo(parsed === 'invalid');
    if (parsed !== 'invalid') onQuantity(item.sku, parsed);
  };
  const step = (direction: 1 | -1) => {
    setTouched(true);
    setTypo(false);
    const next = stepQuantity(item.itemCount.value, rules, direction);
    if (item.fullPallet) onPallets(item.sku, Math.round(palletsOf(next, item.perPalletcount)));
    else onQuantity(item.sku, next);
  };
  const changePallets = (event: ChangeEvent<HTMLInputElement>) => {
    pallets.setText(event.target.value);
    const parsed = parseCount(event.target.value);
    setTypo(parsed === 'invalid');
    if (parsed !== 'invalid') onPallets(item.sku, parsed ?? 0);
  };
  const toggleFullPallet = (checked: boolean) => {
    const whole = Math.max(1, Math.round(palletsOf(item.itemCount.value, item.perPalletcount)));
    onFullPallet(item.sku, checked, checked ? whole : 0);
  };
  const image = item.images[0];
  // The line's rule message stays under the whole line with the cart-level ones (the controls
  // beside the field keep their row); the field is marked and reads it.
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <Line part="line" $disabled={disabled} aria-labelledby={`${id}-title`}>
      {image ? (
        <Thumb src={image.renditions.thumbnail} alt={image.alt} loading="lazy" />
      ) : (
        <Thumb as="span" aria-hidden="true" />
      )}
      <LineMain>
        <h3 id={`${id}-title`}>{item.title}</h3>
        <Facts>
          <span>{t('line.sku', { sku: item.sku })}</span>
          <span>{item.formCode}</span>
          <span>{describeWeightPerUnit(item, country, weightUnit, t)}</span>
        </Facts>
        <Hint id={hintId}>{ruleParts.join(' · ')}</Hint>
        {disabled && <ErrorText>{t('line.unavailable')}</ErrorText>}
      </LineMain>
      <LineWeight>
        <span>{t('line.netWeight')}</span>
        <strong>{lineWeightText(item.netWeight, item.unitOfMeasure, country, weightUnit)}</strong>
        {byPallet && (
          <span>
            {t('line.pallets', { count: padPallet(orderedPallets(linePalletsOf(item))) })}
          </span>
        )}
      </LineWeight>
      <LineControls>
        <QuantityField
          label={t('line.quantityOf')}
          // The visible label starts the name; the name adds the product and its unit.
          aria-label={t('line.quantityLabel', { title: item.title, unit: unitLabel })}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          value={quantity.text}
          readOnly={palletLine && item.fullPallet}
          disabled={disabled}
          onFocus={() => quantity.setFocused(true)}
          onBlur={() => {
            quantity.setFocused(false);
            setTouched(true);
          }}
          onChange={changeQuantity}
          prefix={
            <StepButton
              type="button"
              aria-label={t('line.less', { title: item.title })}
              disabled={disabled || (item.itemCount.value ?? 0) <= 0}
              onClick={() => step(-1)}
            >
              −
            </StepButton>
          }
          suffix={
            <StepButton
              type="button"
              aria-label={t('line.more', { title: item.title })}
              disabled={disabled}
              onClick={() => step(1)}
            >
              +
            </StepButton>
          }
        />
        <Unit aria-hidden="true">{unitLabel}</Unit>
        <Checkbox
          label={t('line.fullPallets')}
          checked={state === 'not-active-pointer' || item.fullPallet}
          disabled={state !== 'active' || disabled}
          // ordering.md §4: a locked box says why, on hover as before and in words under it.
          title={reason}
          hint={reason}
          onCheckedChange={toggleFullPallet}
        />
        {item.fullPallet && state === 'active' && (
          <PalletCountField
            label={t('line.palletCount')}
            aria-label={t('line.palletCountOf', { title: item.title })}
            inputMode="numeric"
            autoComplete="off"
            value={pallets.text}
            disabled={disabled}
            onFocus={() => pallets.setFocused(true)}
            onBlur={() => {
              pallets.setFocused(false);
              setTouched(true);
            }}
            onChange={changePallets}
          />
        )}
        <Button
          variant="secondary"
          size="sm"
          loading={props.removing}
          aria-label={t('line.removeLabel', { title: item.title })}
          onClick={() => onRemove(item.sku)}
        >
          {t('line.remove')}
        </Button>
      </LineControls>
      {(message || props.sizeMessage || props.moqMessage || flags?.delInstrError) && (
        <LineMessages id={errorId}>
          {message && <ErrorText role="alert">{message}</ErrorText>}
          {props.sizeMessage && <ErrorText>{props.sizeMessage}</ErrorText>}
          {props.moqMessage && <Hint>{props.moqMessage}</Hint>}
        </LineMessages>
      )}
    </Line>
  );
}

function sameFlags(a: ItemFlags | undefined, b: ItemFlags | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof ItemFlags)[]).every((key) => a[key] === b[key]);
}

/**
 * One cart line; memoised (flags compared by value, since every check of the cart makes new
 * ones), so typing in one of 200 lines re-renders that line only.
 */
export const CartLine = memo(CartLineInner, (before, after) =>
  (Object.keys(after) as (keyof CartLineProps)[]).every((key) =>
    key === 'flags' ? sameFlags(before.flags, after.flags) : before[key] === after[key],
  ),
);

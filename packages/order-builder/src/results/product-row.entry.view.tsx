import { useRef, type FocusEvent } from 'react';
import { useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button } from '@anp/ui';
import { Checkbox } from '@anp/ui/fields';
import { CartIcon } from '@anp/ui/line-icons';
import { fullPalletState, type FullPalletState } from '@anp/rules/cart';
import type { CartLineInput, Product } from '@anp/core/services/cart';
import {
  entryFor,
  lineOf,
  readEntry,
  rulesOf,
  stepEntry,
  visibleProblem,
  withFullPallet,
  type Entry,
} from '../model/entry';
import type { BuilderView } from '../model/views';
import type { RecentInfo, RowState } from '../use-order-builder';
import { ROW_NS } from './i18n';
import { countText, loadRuleWords, useProblemText } from './product-wording';
import * as S from './product-row.styles';

export interface ProductEntryProps {
  view: BuilderView;
  product: Product & Partial<RecentInfo>;
  state: RowState;
  canAdd: boolean;
  /** The row's title (Add to cart is described by it) and its rules in words (the field is). */
  titleId: string;
  rulesId: string;
  /** The count's name for a number of it ("1 bag", "20 bags"). */
  unitOf(n: number): string;
  onEntry(view: BuilderView, product: Product, change: (entry: Entry | null) => Entry): void;
  onAdd(view: BuilderView, product: Product, line: CartLineInput, unit: string): Promise<boolean>;
}

/**
 * The order entry of a product row (ordering.md §4 full-pallet checkbox, §5 quantity rules): the
 * full-pallet box, the count (or pallets) with its - and + steps, Add to cart, the rule problem
 * once the field was left or Add pressed (nothing is sent then, and the field takes focus), what
 * the cart holds and why an add failed.
 */
export function ProductEntry(props: ProductEntryProps) {
  const { view, product, state, canAdd, titleId, rulesId, unitOf } = props;
  const { t } = useKitTranslation(ROW_NS);
  const { country, lang } = useKitContext();
  const reason = useErrorMessage();
  const problemText = useProblemText();
  const inputRef = useRef<HTMLInputElement | null>(null);

  const rules = rulesOf(product);
  // Until the user touches the row it holds its start: empty, or the last order's quantity.
  const entry = state.entry ?? entryFor(rules, product.lastQuantity ?? null);
  const change = (next: (e: Entry) => Entry) =>
    props.onEntry(view, product, (stored) => next(stored ?? entry));
  const read = readEntry(entry, rules);
  const problem = visibleProblem(entry, read);
  const unit = product.countLabel;
  const field = read.inPallets ? 'pallets' : 'quantity';
  const problemId = `${titleId}-problem`;
  // The rule problem is under the whole entry (the field is narrow beside Add to cart); the
  // field is marked and reads it, then the rules.
  const describedBy = [problem ? problemId : null, rulesId].filter(Boolean).join(' ');
  const stepUnit = read.inPallets ? t('palletsUnit') : unit;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Leaving the entry (not moving between its field and its buttons) shows its problem.
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    if (!entry.touched) change((e) => ({ ...e, touched: true }));
  };

  const add = () => {
    const line = lineOf(product.sku, entry, rules);
    if (line === null) {
      // Nothing is sent: the problem shows and the field takes focus, so it is read out.
      change((e) => ({ ...e, touched: true, submitted: true }));
      inputRef.current?.focus();
      return;
    }
    void props.onAdd(view, product, line, unitOf(line.quantity ?? 0));
  };

  return (
    <S.Order>
      <S.PalletLine>
        <FullPalletBox
          id={`${titleId}-pallet`}
          state={fullPalletState(rules)}
          checked={read.inPallets}
          onChange={(ticked) => change((e) => withFullPallet(e, ticked, rules))}
        />
        {read.inPallets && product.perPalletCount > 1 && read.quantity !== null && (
          <S.Equals>
            {t('palletsMakes', {
              quantity: countText(read.quantity, country),
              unit: unitOf(read.quantity),
            })}
          </S.Equals>
        )}
      </S.PalletLine>
      <S.EntryLine>
        <div onBlur={onBlur} onFocus={() => void loadRuleWords(lang)}>
          <S.QuantityField
            ref={inputRef}
            id={`${titleId}-${field}`}
            label={read.inPallets ? t('pallets') : t('quantity', { unit })}
            inputMode="decimal"
            autoComplete="off"
            value={read.inPallets ? entry.pallets : entry.quantity}
            aria-invalid={problem !== null || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change((e) =>
                read.inPallets ? { ...e, pallets: value } : { ...e, quantity: value },
              );
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (canAdd) add();
              }
            }}
            prefix={
              <S.StepButton
                type="button"
                aria-label={t('decrease', { unit: stepUnit })}
                onClick={() => change((e) => stepEntry(e, rules, -1))}
              >
                −
              </S.StepButton>
            }
            suffix={
              <S.StepButton
                type="button"
                aria-label={t('increase', { unit: stepUnit })}
                onClick={() => change((e) => stepEntry(e, rules, 1))}
              >
                +
              </S.StepButton>
            }
          />
        </div>
        <S.AddButton>
          <Button
            part="add-to-cart"
            loading={state.adding}
            disabled={!canAdd}
            aria-describedby={titleId}
            onClick={add}
          >
            {t('addToCart')}
          </Button>
        </S.AddButton>
      </S.EntryLine>
      {problem && <S.FieldProblem id={problemId}>{problemText(problem, rules)}</S.FieldProblem>}
      {state.inCart !== null && state.inCart > 0 && (
        <S.InCart>
          <CartIcon />
          {t('inCart', { quantity: countText(state.inCart, country), unit: unitOf(state.inCart) })}
        </S.InCart>
      )}
      {state.addError && (
        <S.RowProblem role="alert">
          {t('addFailed', { reason: reason(state.addError) })}
        </S.RowProblem>
      )}
    </S.Order>
  );
}

interface FullPalletBoxProps {
  id: string;
  state: FullPalletState;
  checked: boolean;
  onChange(ticked: boolean): void;
}

/**
 * ordering.md §4 full-pallet checkbox: active; not-active (the product is not sold by the
 * pallet) and not-active-pointer (pallet-only: ticked and locked) with a tooltip. The locked
 * states stay focusable (aria-disabled), so keyboard users reach the tooltip too; the box keeps
 * its state (the field ignores a change of a locked box).
 */
function FullPalletBox({ id, state, checked, onChange }: FullPalletBoxProps) {
  const { t } = useKitTranslation(ROW_NS);
  const locked = state !== 'active';
  const tip = state === 'not-active' ? t('fullPalletOff') : t('fullPalletLocked');
  return (
    <S.PalletCheck>
      <Checkbox
        id={id}
        label={t('fullPallet')}
        checked={checked}
        aria-disabled={locked || undefined}
        aria-describedby={locked ? `${id}-tip` : undefined}
        onCheckedChange={onChange}
      />
      {locked && (
        <S.Tooltip role="tooltip" id={`${id}-tip`}>
          {tip}
        </S.Tooltip>
      )}
    </S.PalletCheck>
  );
}

import { memo, useId, useRef, useState, type FocusEvent } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  formatPrice,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
} from '@anp/core';
import { Button } from '@anp/ui';
import { fullPalletState, quantityErrorMessage, type QuantityRules } from '@anp/rules/cart';
import '@anp/cart/rules-text/i18n';
import type { CartLineInput, Product } from '@anp/core/services/cart';
import { ROW_NS } from './i18n';
import { CartIcon } from '@anp/ui/line-icons';
import { StarIcon } from '../icons';
import {
  packageFacts,
  ruleFacts,
  weightDigits,
  type RuleFact,
  type ShownWeight,
} from '../model/catalogue';
import {
  entryFor,
  lineOf,
  readEntry,
  rulesOf,
  stepEntry,
  visibleProblem,
  withFullPallet,
  type Entry,
  type EntryProblem,
} from '../model/entry';
import type { BuilderView } from '../model/views';
import type { RecentInfo, RowState } from '../use-order-builder';
import type { HeadingLevel } from '../order-builder.view';
import * as S from './product-row.styles';

export interface ProductRowProps {
  view: BuilderView;
  product: Product & Partial<RecentInfo>;
  state: RowState;
  canAdd: boolean;
  headingLevel: HeadingLevel;
  onEntry(view: BuilderView, product: Product, change: (entry: Entry | null) => Entry): void;
  onFavourite(product: Product): void;
  /** `unit` names the count in the announcement ("20 bags", "1 tote"). */
  onAdd(view: BuilderView, product: Product, line: CartLineInput, unit: string): Promise<boolean>;
}

type T = ReturnType<typeof useKitTranslation>['t'];

const count = (n: number, country: string) => formatNumber(n, country, Number.isInteger(n) ? 0 : 2);

function weightText(w: ShownWeight, country: string, t: T): string {
  return `${formatNumber(w.value, country, weightDigits(w.value))} ${t(`unit.${w.unit}`)}`;
}

/** "50 lb bag", "Caja de 12 x 1 kg", "Bulk, sold by the ton". */
function packageTexts(product: Product, country: string, t: T): string[] {
  const facts = packageFacts(product, country);
  if (facts.perTon) {
    return [t('pack.bulk')];
  }
  const weight = facts.inner
    ? t('inner', { count: facts.inner.count, weight: weightText(facts.inner.weight, country, t) })
    : weightText(facts.unitWeight, country, t);
  const texts = [t(`pack.${facts.packageType}`, { weight })];
  if (facts.inner) texts.push(weightText(facts.unitWeight, country, t));
  if (facts.marketWeight) {
    const { value, unit } = facts.marketWeight;
    texts.push(
      t('marketWeight', { weight: `${formatNumber(value, country, 2)} ${t(`unit.${unit}`)}` }),
    );
  }
  return texts;
}

function ruleText(fact: RuleFact, unit: string, country: string, t: T): string {
  switch (fact.kind) {
    case 'palletOnly':
      return fact.perPallet > 1
        ? t('rule.palletOnly', { count: count(fact.perPallet, country), unit })
        : t('rule.palletOnlySingle');
    case 'perPallet':
      return t('rule.perPallet', { count: count(fact.perPallet, country), unit });
    case 'minimumInSteps':
      return t('rule.minimumInSteps', {
        minimum: count(fact.minimum, country),
        step: count(fact.step, country),
      });
    case 'multiples':
      return t('rule.multiples', { step: count(fact.step, country) });
    case 'minimum':
      return t('rule.minimum', { minimum: count(fact.minimum, country), unit });
  }
}

/** The words of an entry problem: the cart's rule messages, or the entry's own two. */
function useProblemText() {
  const { t } = useKitTranslation(ROW_NS);
  const { t: rules } = useKitTranslation('cartRules');
  return (problem: EntryProblem, quantityRules: QuantityRules): string => {
    if (problem === 'NOT_A_NUMBER') return t('notANumber');
    if (problem === 'EMPTY') return t('enterQuantity');
    const message = quantityErrorMessage(problem, quantityRules);
    return 'text' in message ? message.text : rules(message.key, message.params);
  };
}

/**
 * One product of the builder: picture, title, SKU and form code, package and weight, the pallet
 * and quantity rules in words, the favourite star, and the order entry: count (or pallets), the
 * full-pallet box, the rule problem once the field was left, Add to cart and its outcome.
 */
export const ProductRow = memo(ProductRowImpl, sameRow);

/** Typing in one row re-renders that row only: the others' props and state are unchanged. */
function sameRow(a: ProductRowProps, b: ProductRowProps): boolean {
  for (const key of Object.keys(a) as (keyof ProductRowProps)[]) {
    if (key === 'state') continue;
    if (a[key] !== b[key]) return false;
  }
  const x = a.state;
  const y = b.state;
  return (
    x.entry === y.entry &&
    x.adding === y.adding &&
    x.addError === y.addError &&
    x.favourite === y.favourite &&
    x.favouriteError === y.favouriteError &&
    x.inCart === y.inCart
  );
}

function ProductRowImpl(props: ProductRowProps) {
  const { view, product, state, canAdd } = props;
  const { t } = useKitTranslation(ROW_NS);
  const { country, lang } = useKitContext();
  const reason = useErrorMessage();
  const problemText = useProblemText();
  const id = useId();
  const titleId = `${id}-title`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [imageFailed, setImageFailed] = useState(false);

  const rules = rulesOf(product);
  const palletState = fullPalletState(rules);
  // Until the user touches the row it holds its start: empty, or the last order's quantity.
  const entry = state.entry ?? entryFor(rules, product.lastQuantity ?? null);
  const change = (next: (e: Entry) => Entry) =>
    props.onEntry(view, product, (stored) => next(stored ?? entry));
  const read = readEntry(entry, rules);
  const problem = visibleProblem(entry, read);
  const unit = product.countLabel;
  // The catalogue names the count in the plural ("bags"); one of it gets the singular.
  const unitOf = (n: number) => (n === 1 ? t(`one.${product.packageType}`) : unit);
  const image = product.images[0];
  const price = product.listPrice > 0 ? formatPrice(product.listPrice, country) : null;
  const field = read.inPallets ? 'pallets' : 'quantity';
  const describedBy = [problem ? `${id}-problem` : null, `${id}-rules`].filter(Boolean).join(' ');

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

  const Title = S.Title;
  return (
    <S.Row aria-labelledby={titleId}>
      <S.Thumb>
        {image && !imageFailed ? (
          <img
            src={image.renditions.thumbnail}
            alt={image.alt}
            width={80}
            height={80}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span>{t('imageMissing')}</span>
        )}
      </S.Thumb>

      <S.Info>
        <S.TitleLine>
          <Title as={`h${props.headingLevel}`} id={titleId}>
            {product.title}
          </Title>
          <S.Star
            type="button"
            aria-pressed={state.favourite}
            aria-label={t('favourite', { product: product.title })}
            onClick={() => props.onFavourite(product)}
          >
            <StarIcon filled={state.favourite} />
          </S.Star>
        </S.TitleLine>
        <S.Meta>
          {t('sku', { sku: product.sku })} · {t('formCode', { code: product.formCode })}
        </S.Meta>
        <S.Facts>
          {packageTexts(product, country, t).map((text) => (
            <S.Fact key={text}>{text}</S.Fact>
          ))}
          {price && <S.Fact>{t('listPrice', { price })}</S.Fact>}
        </S.Facts>
        <S.Facts id={`${id}-rules`}>
          {ruleFacts(product).map((fact) => (
            <S.Fact key={fact.kind} $tone="rule">
              {ruleText(fact, unit, country, t)}
            </S.Fact>
          ))}
          {packageFacts(product, country).boxCount !== null && (
            <S.Fact $tone="rule">
              {t('boxCounts', { count: packageFacts(product, country).boxCount })}
            </S.Fact>
          )}
        </S.Facts>
        {product.lastOrderedDate && product.lastQuantity !== undefined && (
          <S.Note>
            {t('lastOrdered', {
              date: formatDisplayDate(product.lastOrderedDate, lang),
              quantity: count(product.lastQuantity, country),
              unit: unitOf(product.lastQuantity),
            })}
          </S.Note>
        )}
        {state.favouriteError && (
          <S.RowProblem role="alert">
            {t('favouriteFailed', { reason: reason(state.favouriteError) })}
          </S.RowProblem>
        )}
      </S.Info>

      <S.Order>
        <S.PalletLine>
          <FullPalletBox
            id={`${id}-pallet`}
            state={palletState}
            checked={read.inPallets}
            onChange={(ticked) => change((e) => withFullPallet(e, ticked, rules))}
          />
          {read.inPallets && product.perPalletCount > 1 && read.quantity !== null && (
            <S.Equals>
              {t('palletsMakes', {
                quantity: count(read.quantity, country),
                unit: unitOf(read.quantity),
              })}
            </S.Equals>
          )}
        </S.PalletLine>
        <S.EntryLine>
          <div onBlur={onBlur}>
            <S.EntryLabel htmlFor={`${id}-${field}`}>
              {read.inPallets ? t('pallets') : t('quantity', { unit })}
            </S.EntryLabel>
            <S.Stepper data-invalid={problem !== null}>
              <S.StepButton
                type="button"
                aria-label={t('decrease', { unit: read.inPallets ? t('palletsUnit') : unit })}
                onClick={() => change((e) => stepEntry(e, rules, -1))}
              >
                −
              </S.StepButton>
              <input
                ref={inputRef}
                id={`${id}-${field}`}
                type="text"
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
              />
              <S.StepButton
                type="button"
                aria-label={t('increase', { unit: read.inPallets ? t('palletsUnit') : unit })}
                onClick={() => change((e) => stepEntry(e, rules, 1))}
              >
                +
              </S.StepButton>
            </S.Stepper>
          </div>
          <S.AddButton>
            <Button
              loading={state.adding}
              disabled={!canAdd}
              aria-describedby={titleId}
              onClick={add}
            >
              {t('addToCart')}
            </Button>
          </S.AddButton>
        </S.EntryLine>
        {problem && (
          <S.FieldProblem id={`${id}-problem`}>{problemText(problem, rules)}</S.FieldProblem>
        )}
        {state.inCart !== null && state.inCart > 0 && (
          <S.InCart>
            <CartIcon />
            {t('inCart', { quantity: count(state.inCart, country), unit: unitOf(state.inCart) })}
          </S.InCart>
        )}
        {state.addError && (
          <S.RowProblem role="alert">
            {t('addFailed', { reason: reason(state.addError) })}
          </S.RowProblem>
        )}
      </S.Order>
    </S.Row>
  );
}

interface FullPalletBoxProps {
  id: string;
  state: 'active' | 'not-active' | 'not-active-pointer';
  checked: boolean;
  onChange(ticked: boolean): void;
}

/**
 * ordering.md §4 full-pallet checkbox: active; not-active (the product is not sold by the
 * pallet) and not-active-pointer (pallet-only: ticked and locked) with a tooltip. The locked
 * states stay focusable (aria-disabled), so keyboard users reach the tooltip too.
 */
function FullPalletBox({ id, state, checked, onChange }: FullPalletBoxProps) {
  const { t } = useKitTranslation(ROW_NS);
  const locked = state !== 'active';
  const tip = state === 'not-active' ? t('fullPalletOff') : t('fullPalletLocked');
  return (
    <S.PalletCheck data-state={state}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-disabled={locked || undefined}
        aria-describedby={locked ? `${id}-tip` : undefined}
        // Controlled: a locked box ignores the change and React keeps it as it was. (No
        // preventDefault on click: that leaves a controlled checkbox showing the wrong state.)
        onChange={(event) => {
          if (!locked) onChange(event.currentTarget.checked);
        }}
      />
      <label htmlFor={id}>{t('fullPallet')}</label>
      {locked && (
        <S.Tooltip role="tooltip" id={`${id}-tip`}>
          {tip}
        </S.Tooltip>
      )}
    </S.PalletCheck>
  );
}

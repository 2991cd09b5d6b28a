import { useId, useState } from 'react';
import { Button } from '@anp/ui';
import { quantityErrorMessage } from '@anp/rules/cart';
import { parseCount, type LineProblem, type ModifyLine } from '../model/modification';
import { useOrderText } from '../use-order-text';
import * as S from '../page.styles';
import * as M from './modify-order.styles';

export interface ModifyLineViewProps {
  line: ModifyLine;
  problem: LineProblem | null;
  /** The line's rule problem may show (the user left its field, or pressed Submit). */
  showProblem: boolean;
  /** The order can no longer be changed: the quantity is read-only. */
  locked: boolean;
  /** This is the last line with a quantity: it cannot be removed. */
  onlyOneLeft: boolean;
  headingLevel: number;
  onQuantity(quantity: number | null): void;
  onStep(direction: 1 | -1): void;
  onBlur(): void;
}

/**
 * One product line of the modify page: its title, SKU and ordered quantity, the quantity with
 * − and + by its rules (the rules as the field's hint), Remove or Restore, and its rule problem,
 * announced when it appears (the user has left the field by then).
 */
export function ModifyLineView(props: ModifyLineViewProps) {
  const { line, problem, showProblem, locked, onlyOneLeft, headingLevel } = props;
  const { t, message } = useOrderText();
  const id = useId();
  // The text as typed while the field has focus ("1" on the way to "10", or a typo).
  const [typed, setTyped] = useState<string | null>(null);
  const [typo, setTypo] = useState(false);
  const shown = typed ?? (line.quantity === null ? '' : String(line.quantity));
  const removed = line.quantity === 0;
  const changed = line.quantity !== null && line.quantity !== line.originalQuantity;
  const H = `h${Math.min(6, headingLevel)}` as 'h3';
  const { rules } = line;
  const hint = rules.isPallet
    ? t('modifyPage.rules.pallet', { count: rules.perPalletCount })
    : [
        rules.minQuantity > 1 ? t('modifyPage.rules.minimum', { count: rules.minQuantity }) : null,
        rules.increment > 1 ? t('modifyPage.rules.steps', { count: rules.increment }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
  const error = typo
    ? t('modifyPage.wholeNumber')
    : problem === 'EMPTY' && showProblem
      ? t('modifyPage.emptyQuantity')
      : problem && problem !== 'EMPTY' && showProblem
        ? message(quantityErrorMessage(problem, rules))
        : null;
  const step = (direction: 1 | -1) => {
    setTyped(null);
    setTypo(false);
    props.onStep(direction);
  };
  const quantity = line.quantity ?? 0;

  return (
    <M.Line part="line" $removed={removed} aria-labelledby={`${id}-title`}>
      <M.LineInfo>
        <H id={`${id}-title`}>{line.title}</H>
        <S.Muted>
          {t('products.sku', { sku: line.sku })} ·{' '}
          {t('modifyPage.ordered', { count: line.originalQuantity })}
          {removed
            ? ` · ${t('modifyPage.removed')}`
            : changed
              ? ` · ${t('modifyPage.changed')}`
              : ''}
        </S.Muted>
      </M.LineInfo>
      <M.LineControls>
        <M.QuantityField
          label={t('products.quantity')}
          // The visible label is short; the name says which product (it starts with the label).
          aria-label={t('modifyPage.quantityOf', { title: line.title })}
          hint={hint || undefined}
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          readOnly={locked}
          // The problem is the line's, said under the whole line (see below), not the field's.
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          prefix={
            <M.StepButton
              type="button"
              $side="start"
              aria-label={t('modifyPage.less', { title: line.title })}
              disabled={
                locked ||
                quantity <= 0 ||
                (onlyOneLeft && quantity <= Math.max(1, rules.minQuantity))
              }
              onClick={() => step(-1)}
            >
              −
            </M.StepButton>
          }
          suffix={
            <M.StepButton
              type="button"
              $side="end"
              aria-label={t('modifyPage.more', { title: line.title })}
              disabled={locked}
              onClick={() => step(1)}
            >
              +
            </M.StepButton>
          }
          onFocus={() => setTyped(shown)}
          onBlur={() => {
            setTyped(null);
            props.onBlur();
          }}
          onValueChange={(value) => {
            setTyped(value);
            const parsed = parseCount(value);
            setTypo(parsed === 'invalid');
            if (parsed !== 'invalid') props.onQuantity(parsed);
          }}
        />
        {removed ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            aria-label={t('modifyPage.restoreLabel', { title: line.title })}
            onClick={() => props.onQuantity(line.originalQuantity)}
          >
            {t('modifyPage.restore')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={locked || onlyOneLeft}
            aria-label={t('modifyPage.removeLabel', { title: line.title })}
            onClick={() => props.onQuantity(0)}
          >
            {t('modifyPage.remove')}
          </Button>
        )}
      </M.LineControls>
      {error && (
        <M.Problem id={`${id}-error`} role="alert">
          {error}
        </M.Problem>
      )}
    </M.Line>
  );
}

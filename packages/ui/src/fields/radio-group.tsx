import {
  useId,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { focusRing, token } from '../tokens';
import {
  FieldError,
  RequiredMark,
  describedBy,
  isInvalid,
  isShown,
  type RequiredMarker,
} from './field-parts';
import * as S from './fields.styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the option's label, read with it (`aria-describedby`). */
  description?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupOwnProps {
  /** The question, shown as the fieldset's legend: "Delivery or pickup". */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The chosen value (controlled); `null` chooses none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?(value: string): void;
  /** The radios' shared `name` (arrow keys move within it). Default: an id of the group's own. */
  name?: string;
  /** A hint under the legend, read with the group. */
  hint?: ReactNode;
  /** The error under the options, as text: marks the group `aria-invalid` and is read with it. */
  error?: string | null;
  required?: boolean;
  requiredMarker?: RequiredMarker;
  /** Options one under the other (default) or side by side, wrapping on narrow screens. */
  orientation?: 'vertical' | 'horizontal';
  /** Each option in a bordered box, the chosen one highlighted (the cart's delivery choice). */
  boxed?: boolean;
  /** Called when a radio loses focus (for "touched" state). */
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
}

export interface RadioGroupProps
  extends
    RadioGroupOwnProps,
    Omit<ComponentPropsWithRef<'fieldset'>, keyof RadioGroupOwnProps | 'children' | 'role'> {}

const Fieldset = styled.fieldset`
  ${S.column}
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $disabled: boolean }>`
  float: left; /* keeps the legend in the grid's flow instead of on the fieldset's border */
  width: 100%;
  margin: 0;
  padding: 0;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
`;

const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$horizontal ? token('space-2') : '0')};
`;

const RADIO = '1.25rem';

const Option = styled.label<{ $boxed: boolean; $disabled: boolean; $horizontal: boolean }>`
  display: inline-grid;
  grid-template-columns: ${RADIO} minmax(0, 1fr);
  column-gap: ${token('space-3')};
  align-items: start;
  min-height: 2.5rem;
  padding-block: calc((2.5rem - ${RADIO}) / 2);
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
  ${S.TOUCH} {
    min-height: 44px;
    padding-block: calc((44px - ${RADIO}) / 2);
  }
  > span {
    line-height: ${RADIO};
  }
  ${(p) =>
    p.$boxed &&
    css`
      padding-inline: ${token('space-3')};
      border: 1px solid ${token('color-border-strong')};
      border-radius: ${token('radius-md')};
      background: ${token('color-surface')};
      /* Boxes in a row share it on a phone, each row filled, rather than ragged widths. */
      ${
        p.$horizontal &&
        css`
          ${S.TOUCH} {
            flex: 1 1 auto;
          }
        `
      }
      &:has(input:checked) {
        border-color: ${token('color-primary')};
        box-shadow: inset 0 0 0 1px ${token('color-primary')};
        background: ${token('color-primary-soft')};
        color: ${token('color-primary')};
        font-weight: ${token('font-weight-semibold')};
      }
    `}
`;

const Radio = styled.input`
  width: ${RADIO};
  height: ${RADIO};
  margin: 0;
  accent-color: ${token('color-primary')};
  cursor: inherit;
  ${focusRing}
`;

const Description = styled.span`
  grid-column: 2;
  margin-top: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-regular')};
  color: ${token('color-text-muted')};
`;

/**
 * The kit's radio group: a fieldset (`role="radiogroup"`) named by its visible legend, native
 * radios sharing one `name` (so Arrow keys move and choose within the group and Tab enters it
 * once, as browsers do for radios), options with an optional description, a hint and an error
 * read with the group, `aria-invalid` and `aria-required` on the group. Fieldset props pass
 * through (`disabled` disables every option), `ref` included.
 *
 * @example
 * <RadioGroup legend="Delivery or pickup" orientation="horizontal" boxed required
 *   options={[{ value: 'delivery', label: 'Delivery' }, { value: 'pickup', label: 'Pickup' }]}
 *   value={cart.shipMethod} onValueChange={setShipMethod} error={missing('shipMethod')} />
 */
export function RadioGroup(props: RadioGroupProps) {
  const {
    legend,
    options,
    value,
    defaultValue,
    onValueChange,
    name,
    hint,
    error,
    required = false,
    requiredMarker,
    orientation = 'vertical',
    boxed = false,
    onBlur,
    className,
    style,
    ...fieldset
  } = props;
  const own = useId();
  const base = fieldset.id ?? own;
  const legendId = `${base}-legend`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const groupName = name ?? `${base}-radios`;
  const controlled = value !== undefined;
  const invalid = isInvalid(error, fieldset['aria-invalid']);
  const hasHint = isShown(hint);
  const disabled = Boolean(fieldset.disabled);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) onValueChange?.(event.currentTarget.value);
  };

  return (
    <Fieldset
      part="field"
      {...fieldset}
      id={base}
      className={className}
      style={style}
      role="radiogroup"
      aria-labelledby={fieldset['aria-labelledby'] ?? legendId}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy(
        hasHint && hintId,
        fieldset['aria-describedby'],
        error && errorId,
      )}
    >
      <Legend part="field-label" id={legendId} $disabled={disabled}>
        {legend}
        {required && <RequiredMark marker={requiredMarker} />}
      </Legend>
      {hasHint && (
        <S.Hint id={hintId} part="field-hint">
          {hint}
        </S.Hint>
      )}
      <Options $horizontal={orientation === 'horizontal'}>
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          const labelId = `${id}-label`;
          const descriptionId = `${id}-description`;
          const off = disabled || Boolean(option.disabled);
          return (
            <Option
              part="option"
              key={option.value}
              $boxed={boxed}
              $disabled={off}
              $horizontal={orientation === 'horizontal'}
            >
              <Radio
                part="radio"
                type="radio"
                id={id}
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                {...(controlled
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={onChange}
                onBlur={onBlur}
              />
              <span id={labelId}>{option.label}</span>
              {option.description && (
                <Description id={descriptionId}>{option.description}</Description>
              )}
            </Option>
          );
        })}
      </Options>
      <FieldError id={errorId} error={error} />
    </Fieldset>
  );
}

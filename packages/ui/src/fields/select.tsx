import type { ChangeEvent, ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '../line-icons';
import { token } from '../tokens';
import {
  FieldError,
  FieldLabel,
  describedBy,
  isInvalid,
  isRequired,
  isShown,
  useFieldIds,
  type FieldProps,
} from './field-parts';
import * as S from './fields.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectOptionGroup {
  /** The group's heading in the list (`<optgroup label>`). */
  group: string;
  options: readonly SelectOption[];
}

interface SelectOwnProps extends FieldProps {
  /** The choices, in order; groups become `<optgroup>`s. More `<option>`s may follow as children. */
  options?: readonly (SelectOption | SelectOptionGroup)[];
  /**
   * A first option with the value `''`: "Choose a plant", or "All types" for a filter. It may be
   * chosen (a required select then fails the form's check, as native selects do).
   */
  placeholder?: string;
  /** Options after `options` (e.g. a value the list does not know yet). */
  children?: ReactNode;
  /** Called with the chosen value on every change (after `onChange`). */
  onValueChange?(value: string): void;
  /** Class of the field's wrapper, e.g. from `styled(Select)`. */
  className?: string;
  style?: CSSProperties;
}

export interface SelectProps
  extends
    SelectOwnProps,
    Omit<ComponentPropsWithRef<'select'>, keyof SelectOwnProps | 'multiple'> {}

const Box = styled.div`
  position: relative;
  display: grid;
  > svg {
    position: absolute;
    inset-inline-end: ${token('space-3')};
    top: 50%;
    width: 1rem;
    height: 1rem;
    transform: translateY(-50%);
    color: ${token('color-text-muted')};
    pointer-events: none;
  }
`;

const Native = styled.select`
  ${S.control}
  appearance: none;
  padding-inline-end: 2.5rem;
  text-overflow: ellipsis;
  cursor: pointer;
  /* The system's own arrow comes back where custom drawing is off; the chevron then hides. */
  @media (forced-colors: active) {
    appearance: auto;
    & + svg {
      display: none;
    }
  }
`;

const isGroup = (o: SelectOption | SelectOptionGroup): o is SelectOptionGroup => 'group' in o;

const renderOption = (o: SelectOption) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
);

/**
 * The kit's select: a native `<select>` (the phone's own picker, every keyboard and screen reader
 * behaviour for free) drawn like the kit's text fields, with a label, hint, error and an optional
 * placeholder option, wired as `TextField` is. Native props pass through, `ref` included.
 *
 * @example
 * <Select label="Pickup location" placeholder="Choose a location" required
 *   options={locations.map((l) => ({ value: l.id, label: l.name }))}
 *   value={cart.pickUpFrom ?? ''} onValueChange={(id) => update({ pickUpFrom: id || null })}
 *   error={missing('pickUpFrom')} />
 */
export function Select(props: SelectProps) {
  const {
    label,
    hint,
    error,
    requiredMarker,
    labelProps,
    options = [],
    placeholder,
    children,
    onValueChange,
    className,
    style,
    ...native
  } = props;
  const ids = useFieldIds(native.id);
  const invalid = isInvalid(error, native['aria-invalid']);
  const hasHint = isShown(hint);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    native.onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  return (
    <S.Field className={className} style={style} part="field">
      <FieldLabel
        ids={ids}
        required={isRequired(native)}
        marker={requiredMarker}
        disabled={native.disabled}
        labelProps={labelProps}
      >
        {label}
      </FieldLabel>
      {hasHint && (
        <S.Hint id={ids.hint} part="field-hint">
          {hint}
        </S.Hint>
      )}
      <Box>
        <Native
          part="input"
          {...native}
          id={ids.control}
          aria-invalid={invalid || undefined}
          aria-required={isRequired(native) || undefined}
          aria-describedby={describedBy(
            hasHint && ids.hint,
            native['aria-describedby'],
            error && ids.error,
          )}
          onChange={onChange}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) =>
            isGroup(o) ? (
              <optgroup key={`group:${o.group}`} label={o.group}>
                {o.options.map(renderOption)}
              </optgroup>
            ) : (
              renderOption(o)
            ),
          )}
          {children}
        </Native>
        <ChevronIcon />
      </Box>
      <FieldError id={ids.error} error={error} />
    </S.Field>
  );
}

import {
  useLayoutEffect,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import { focusRing, token } from '../tokens';
import {
  FieldError,
  RequiredMark,
  describedBy,
  isInvalid,
  isRequired,
  isShown,
  useFieldIds,
  useControlRef,
  type FieldProps,
} from './field-parts';
import * as S from './fields.styles';

interface CheckboxOwnProps extends Omit<FieldProps, 'labelProps'> {
  /**
   * Neither checked nor unchecked ("some of them"): the box shows a dash and screen readers say
   * "mixed". A click makes it checked (the browser clears it); the caller decides what follows.
   */
  indeterminate?: boolean;
  /** Called with the new state on every change (after `onChange`). */
  onCheckedChange?(checked: boolean): void;
  /** Class of the field's wrapper, e.g. from `styled(Checkbox)`. */
  className?: string;
  style?: CSSProperties;
}

export interface CheckboxProps
  extends
    CheckboxOwnProps,
    Omit<ComponentPropsWithRef<'input'>, keyof CheckboxOwnProps | 'type' | 'children'> {}

const BOX = '1.25rem';

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  justify-self: start;
  min-height: 2.5rem;
  padding-block: calc((2.5rem - ${BOX}) / 2);
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
  ${S.TOUCH} {
    min-height: 44px;
    padding-block: calc((44px - ${BOX}) / 2);
  }
  /* The text's first line centres on the box. */
  > span {
    line-height: ${BOX};
  }
`;

const Box = styled.input`
  flex: none;
  width: ${BOX};
  height: ${BOX};
  margin: 0;
  accent-color: ${token('color-primary')};
  cursor: inherit;
  ${focusRing}
  &[aria-invalid='true'] {
    outline: 2px solid ${token('color-danger')};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline-color: ${token('color-focus')};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* The ring at full strength: a locked box stays focusable. */
  &[aria-disabled='true']:focus-visible {
    opacity: 1;
  }
`;

/** Hint and error sit under the label's text, not under the box. */
const Indented = styled.div`
  display: grid;
  gap: ${token('space-1')};
  padding-inline-start: calc(${BOX} + ${token('space-3')});
  margin-block-start: calc(-1 * ${token('space-2')});
  &:empty {
    display: none;
  }
`;

/**
 * The kit's checkbox: a native checkbox and its label in one row (the whole row is the target,
 * 44 px high on phones), an optional hint and error under the text, and `indeterminate`. Wired
 * as the other fields (`aria-describedby`, `aria-invalid`, `aria-required`); native props pass
 * through, `ref` included. Controlled (`checked`) or not (`defaultChecked`). With `aria-disabled`
 * the box is locked: it stays in the Tab order with its hint read, dimmed, and does not change.
 *
 * @example
 * <Checkbox label="I accept the terms of sale" required checked={accepted}
 *   onCheckedChange={setAccepted} error={showErrors && !accepted ? 'Accept the terms.' : null} />
 */
export function Checkbox(props: CheckboxProps) {
  const {
    label,
    hint,
    error,
    requiredMarker,
    indeterminate = false,
    onCheckedChange,
    className,
    style,
    ref,
    ...native
  } = props;
  const ids = useFieldIds(native.id);
  const { ownRef: boxRef, setRef } = useControlRef<HTMLInputElement>(ref);
  const invalid = isInvalid(error, native['aria-invalid']);
  const hasHint = isShown(hint);

  // `indeterminate` is a property, not an attribute: set after every render, since a click clears
  // it in the browser while the prop may still ask for it.
  useLayoutEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = indeterminate;
  });

  const locked = native['aria-disabled'] === true || native['aria-disabled'] === 'true';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    native.onChange?.(event);
    if (!locked) onCheckedChange?.(event.currentTarget.checked);
  };
  // A locked box (aria-disabled: focusable, its hint still read) does not change. Controlled, it
  // simply keeps `checked`; uncontrolled, the click is undone. (preventDefault on a controlled
  // box would leave it showing the wrong state.)
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    native.onClick?.(event);
    if (locked && native.checked === undefined) event.preventDefault();
  };

  return (
    <S.Field className={className} style={style} part="field">
      <Row $disabled={Boolean(native.disabled) || locked}>
        <Box
          part="checkbox"
          {...native}
          ref={setRef}
          type="checkbox"
          id={ids.control}
          aria-invalid={invalid || undefined}
          aria-required={isRequired(native) || undefined}
          aria-describedby={describedBy(
            hasHint && ids.hint,
            native['aria-describedby'],
            error && ids.error,
          )}
          onChange={onChange}
          onClick={onClick}
        />
        <span part="field-label">
          {label}
          {isRequired(native) && <RequiredMark marker={requiredMarker} />}
        </span>
      </Row>
      <Indented>
        {hasHint && (
          <S.Hint id={ids.hint} part="field-hint">
            {hint}
          </S.Hint>
        )}
        <FieldError id={ids.error} error={error} />
      </Indented>
    </S.Field>
  );
}

import {
  useCallback,
  useId,
  useRef,
  type AriaAttributes,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useKitTranslation } from '@anp/core';
import { NS } from './i18n';
import * as S from './fields.styles';

/**
 * How a required field shows it: an asterisk (the kit's default, as the date picker; the form
 * says once what it means) or the word "(required)" in the page language. Either way the marker
 * is hidden from screen readers, which hear "required" from the control itself.
 */
export type RequiredMarker = 'asterisk' | 'text';

/** What every field takes besides the native control's own props. */
export interface FieldProps {
  /** The visible label. Always shown: a field is never named by its placeholder alone. */
  label: ReactNode;
  /** A hint under the label, read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /**
   * The error under the control, as text (never HTML): marks the control `aria-invalid` and is
   * read with it. `null`, `undefined` or `''`: no error.
   */
  error?: string | null;
  /** See `RequiredMarker`. Default: `'asterisk'`. */
  requiredMarker?: RequiredMarker;
  /** Props of the `<label>` (e.g. downshift's `getLabelProps()`); its `id` and `htmlFor` win. */
  labelProps?: Omit<ComponentPropsWithoutRef<'label'>, 'children'>;
}

/** The ids of one field's parts, from the control's id (given, or made with `useId`). */
export function useFieldIds(id: string | undefined) {
  const own = useId();
  const base = id ?? own;
  return {
    control: base,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    note: `${base}-note`,
    prefix: `${base}-prefix`,
    suffix: `${base}-suffix`,
  };
}

/** `aria-describedby` from the parts that are there (in reading order), or `undefined`. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Whether a field is invalid: it has an error, or the caller marked it so. */
export function isInvalid(
  error: string | null | undefined,
  ariaInvalid: AriaAttributes['aria-invalid'],
): boolean {
  return Boolean(error) || ariaInvalid === true || ariaInvalid === 'true';
}

/** Whether a hint, prefix or suffix is there to show (not `undefined`, `null`, `false` or `''`). */
export function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Whether a control is required: the native attribute, or `aria-required` the caller set. */
export function isRequired(props: {
  required?: boolean;
  'aria-required'?: AriaAttributes['aria-required'];
}): boolean {
  return (
    Boolean(props.required) || props['aria-required'] === true || props['aria-required'] === 'true'
  );
}

export function ErrorIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.7" />
        <path d="M8 4.6v4.2M8 11.4v.1" />
      </g>
    </svg>
  );
}

/** The marker after a required field's label or legend (hidden from screen readers). */
export function RequiredMark({ marker = 'asterisk' }: { marker?: RequiredMarker }) {
  const { t } = useKitTranslation(NS);
  const word = t('required');
  return marker === 'text' ? (
    <S.Required aria-hidden="true" $asterisk={false}>
      {word}
    </S.Required>
  ) : (
    <S.Required aria-hidden="true" title={word} $asterisk>
      *
    </S.Required>
  );
}

/** A field's label with its required marker. */
export function FieldLabel(props: {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  marker?: RequiredMarker;
  disabled?: boolean;
  labelProps?: FieldProps['labelProps'];
  children: ReactNode;
}) {
  return (
    <S.Label
      part="field-label"
      {...props.labelProps}
      id={props.labelProps?.id ?? props.ids.label}
      htmlFor={props.labelProps?.htmlFor ?? props.ids.control}
      $disabled={props.disabled}
    >
      {props.children}
      {props.required && <RequiredMark marker={props.marker} />}
    </S.Label>
  );
}

/** The error under a control: icon and text. Renders nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <S.ErrorText id={id} part="field-error">
      <ErrorIcon />
      <span>{error}</span>
    </S.ErrorText>
  );
}

/**
 * The field's own ref to its native control, and one callback ref that sets it and the caller's
 * (object or callback, with a React 19 cleanup or without), so the caller's ref always holds the
 * native control too.
 */
export function useControlRef<T>(callerRef: Ref<T> | undefined): {
  ownRef: RefObject<T | null>;
  setRef: (node: T | null) => () => void;
} {
  const ownRef = useRef<T | null>(null);
  const setRef = useCallback(
    (node: T | null) => {
      ownRef.current = node;
      const cleanup = assignRef(callerRef, node);
      return () => {
        ownRef.current = null;
        if (cleanup) cleanup();
        else assignRef(callerRef, null);
      };
    },
    [callerRef],
  );
  return { ownRef, setRef };
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) (ref as RefObject<T | null>).current = node;
  return undefined;
}

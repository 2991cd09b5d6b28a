import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { ClearIcon, SearchIcon } from '../line-icons';
import { focusRing, token } from '../tokens';
import {
  FieldError,
  FieldLabel,
  describedBy,
  isInvalid,
  isRequired,
  isShown,
  useFieldIds,
  useControlRef,
  type FieldProps,
} from './field-parts';
import { NS } from './i18n';
import * as S from './fields.styles';

interface SearchFieldOwnProps extends FieldProps {
  /** Called with the text on every change (after `onChange`). Debounce it where it is used. */
  onValueChange?(value: string): void;
  /**
   * Enter: called with the text. The key's default (submitting a surrounding form) is then
   * prevented; without `onSearch`, Enter submits the form as in any search box.
   */
  onSearch?(value: string): void;
  /** After the clear button or Escape emptied the field (after the change with `''`). */
  onClear?(): void;
  /**
   * The number of results, said politely under the field ("12 results", "No results") in the
   * market's number format. `null` says nothing but keeps the live region, so the first count
   * is heard: pass `null` while searching rather than leaving the prop out.
   */
  resultCount?: number | null;
  /** The result text in the caller's words ("Showing 20 of 431"); wins over `resultCount`. */
  resultText?: string | null;
  /** The clear button's name. Default: "Clear search" in the page language. */
  clearLabel?: string;
  /** Class of the field's wrapper, e.g. from `styled(SearchField)`. */
  className?: string;
  style?: CSSProperties;
}

export interface SearchFieldProps
  extends
    SearchFieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, keyof SearchFieldOwnProps | 'type' | 'children'> {}

const Box = styled.div`
  position: relative;
  display: grid;
  > svg {
    position: absolute;
    inset-inline-start: ${token('space-3')};
    top: 50%;
    width: 1rem;
    height: 1rem;
    transform: translateY(-50%);
    color: ${token('color-text-muted')};
    pointer-events: none;
  }
`;

const Input = styled.input`
  ${S.control}
  padding-inline-start: 2.25rem;
  padding-inline-end: 2.75rem;
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
    display: none;
  }
`;

/** The clear button fills the box's height at its end: a 44 px square on phones. */
const Clear = styled.button`
  position: absolute;
  inset-block: 2px;
  inset-inline-end: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  svg {
    width: 1rem;
    height: 1rem;
  }
  &:hover {
    color: ${token('color-text')};
    background: ${token('color-surface-alt')};
  }
  ${focusRing}
  /* The ring sits inside the button, so it does not cover the field's own border. */
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
  ${S.TOUCH} {
    inset-block: 0;
    inset-inline-end: 0;
    width: 44px;
  }
`;

/**
 * Empties the input as typing would: through the native value setter and an `input` event, so
 * React calls `onChange` with `''` whether the field is controlled or not (and downshift, or any
 * other owner of the value, hears of it the same way).
 */
function emptyInput(input: HTMLInputElement) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, '');
  else input.value = '';
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The kit's search field: a visible label, a search icon, the input (`type="search"`), a clear
 * button while there is text (it empties the field and gives focus back to the input; Escape
 * does the same), Enter to search, and an optional polite result count. It only reports
 * changes: debounce them where the search runs. Native props pass through, `ref` included.
 *
 * @example
 * <SearchField label="Search documents" placeholder="Name or order number"
 *   value={text} onValueChange={setText} resultCount={pages.total} />
 */
export function SearchField(props: SearchFieldProps) {
  const {
    label,
    hint,
    error,
    requiredMarker,
    labelProps,
    onValueChange,
    onSearch,
    onClear,
    resultCount,
    resultText,
    clearLabel,
    className,
    style,
    ref,
    ...native
  } = props;
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const ids = useFieldIds(native.id);
  const { ownRef: inputRef, setRef } = useControlRef<HTMLInputElement>(ref);
  const controlled = native.value !== undefined;
  const [own, setOwn] = useState(() => String(native.defaultValue ?? ''));
  const text = controlled ? String(native.value ?? '') : own;
  const invalid = isInvalid(error, native['aria-invalid']);
  const hasHint = isShown(hint);

  const clear = () => {
    const element = inputRef.current;
    if (!element) return;
    emptyInput(element);
    element.focus();
    onClear?.();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setOwn(event.currentTarget.value);
    native.onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    native.onKeyDown?.(event);
    // A combobox (downshift) that used the key itself keeps it.
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && onSearch) {
      event.preventDefault();
      onSearch(event.currentTarget.value);
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      // The first Escape empties the field; the next one is the dialog's to close it.
      event.preventDefault();
      clear();
    }
  };

  const results =
    resultText !== undefined
      ? (resultText ?? '')
      : resultCount === undefined || resultCount === null
        ? ''
        : resultCount === 0
          ? t('noResults')
          : t('results', { count: resultCount, shown: formatNumber(resultCount, country, 0) });
  const announcesResults = resultText !== undefined || resultCount !== undefined;

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
        <SearchIcon />
        <Input
          part="input"
          autoComplete="off"
          // As text: Preact (the CDN build) drops an attribute set to `false`.
          spellCheck="false"
          enterKeyHint="search"
          {...native}
          ref={setRef}
          type="search"
          id={ids.control}
          aria-invalid={invalid || undefined}
          aria-required={isRequired(native) || undefined}
          aria-describedby={describedBy(
            hasHint && ids.hint,
            native['aria-describedby'],
            error && ids.error,
          )}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        {text !== '' && !native.disabled && !native.readOnly && (
          <Clear type="button" aria-label={clearLabel ?? t('clearSearch')} onClick={clear}>
            <ClearIcon />
          </Clear>
        )}
      </Box>
      {announcesResults && (
        <S.Note id={ids.note} role="status">
          {results}
        </S.Note>
      )}
      <FieldError id={ids.error} error={error} />
    </S.Field>
  );
}

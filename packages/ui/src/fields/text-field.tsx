import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { CharacterCount, useCharacterCount, type CounterMode } from './character-count';
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

/** The input types a text field is for (a search has `SearchField`, a date the date picker). */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'time';

interface TextFieldOwnProps extends FieldProps {
  /**
   * A soft limit: the counter counts against it (in code points) and says when the text is over,
   * but typing is not stopped (the form's rules decide). For a hard limit use `maxLength`.
   */
  characterLimit?: number;
  /** Shows a counter against `characterLimit`, else `maxLength`. See `CounterMode`. */
  counter?: CounterMode;
  /** Called with the new text on every change (after `onChange`). */
  onValueChange?(value: string): void;
  /** Class of the field's wrapper (label, control, messages), e.g. from `styled(TextField)`. */
  className?: string;
  /** Style of the field's wrapper. */
  style?: CSSProperties;
}

export interface TextInputProps
  extends
    TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps | 'type' | 'prefix' | 'children'> {
  multiline?: false;
  type?: TextFieldType;
  /**
   * Before the text, inside the box: a unit or currency (text, read with the field) or controls
   * such as a step button (which carry their own names).
   */
  prefix?: ReactNode;
  /** After the text, inside the box: a unit ("kg", read with the field) or controls. */
  suffix?: ReactNode;
}

export interface TextAreaProps
  extends
    TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'textarea'>, keyof TextFieldOwnProps | 'prefix' | 'children'> {
  /** A multi-line text (`<textarea>`, 5 rem high, resizable vertically). */
  multiline: true;
  prefix?: never;
  suffix?: never;
}

export type TextFieldProps = TextInputProps | TextAreaProps;

const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : Array.isArray(value)
      ? value.join(',')
      : String(value);

/**
 * The kit's text field: a visible label, an optional hint, the input (or a textarea with
 * `multiline`), an optional character counter and the error, wired once: ids from `useId`,
 * `aria-describedby` (hint, prefix or suffix text, counter, error), `aria-invalid`,
 * `aria-required`. Native props pass through to the control, `ref` included; `className` and
 * `style` style the wrapper. Controlled (`value`) or not (`defaultValue`). Needs a KitRoot.
 *
 * @example
 * <TextField label="PO number" hint="Optional, up to 35 characters." maxLength={35} counter
 *   value={po} onValueChange={setPo} />
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    hint,
    error,
    requiredMarker,
    labelProps,
    characterLimit,
    counter,
    onValueChange,
    className,
    style,
    multiline,
    prefix,
    suffix,
    ...native
  } = props as TextInputProps & { multiline?: boolean };
  const ids = useFieldIds(native.id);
  const controlled = native.value !== undefined;
  const [own, setOwn] = useState(() => asText(native.defaultValue));
  const text = controlled ? asText(native.value) : own;
  const count = useCharacterCount(text, counter, {
    soft: characterLimit,
    native: native.maxLength,
  });
  const invalid = isInvalid(error, native['aria-invalid']);
  const textSlot = (slot: ReactNode) => typeof slot === 'string' || typeof slot === 'number';

  const aria = {
    id: ids.control,
    'aria-invalid': invalid || undefined,
    'aria-required': isRequired(native) || undefined,
    'aria-describedby': describedBy(
      isShown(hint) && ids.hint,
      isShown(prefix) && textSlot(prefix) && ids.prefix,
      isShown(suffix) && textSlot(suffix) && ids.suffix,
      count.text !== '' && ids.note,
      native['aria-describedby'],
      error && ids.error,
    ),
  };

  const onChange = (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    if (!controlled) setOwn(event.currentTarget.value);
    native.onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  let control: ReactNode;
  if (multiline) {
    const area = native as unknown as ComponentPropsWithRef<'textarea'>;
    control = <S.TextArea part="input" {...area} {...aria} onChange={onChange} />;
  } else {
    const input = <S.Input part="input" type="text" {...native} {...aria} onChange={onChange} />;
    control =
      !isShown(prefix) && !isShown(suffix) ? (
        input
      ) : (
        <S.Adorned
          part="input"
          $invalid={invalid}
          $disabled={Boolean(native.disabled)}
          $readOnly={Boolean(native.readOnly)}
        >
          {isShown(prefix) && (
            <S.Slot id={ids.prefix} $text={textSlot(prefix)} $side="start">
              {prefix}
            </S.Slot>
          )}
          <input type="text" {...native} {...aria} onChange={onChange} />
          {isShown(suffix) && (
            <S.Slot id={ids.suffix} $text={textSlot(suffix)} $side="end">
              {suffix}
            </S.Slot>
          )}
        </S.Adorned>
      );
  }

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
      {isShown(hint) && (
        <S.Hint id={ids.hint} part="field-hint">
          {hint}
        </S.Hint>
      )}
      {control}
      <CharacterCount id={ids.note} state={count} />
      <FieldError id={ids.error} error={error} />
    </S.Field>
  );
}

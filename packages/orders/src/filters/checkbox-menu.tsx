import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useKitTranslation, useKitWindow } from '@anp/core';
import { NS } from '../i18n';
import { Checkbox } from '@anp/ui/fields';
import { ChevronIcon } from '@anp/ui/line-icons';
import { popoverMode, usePopover } from '@anp/ui/top-layer';
import * as S from './filter-bar.styles';

export interface CheckboxMenuProps<T extends string> {
  /** The field's name ("Status"). */
  label: string;
  options: readonly T[];
  chosen: readonly T[];
  /** The word of an option in the user's language. */
  optionLabel(option: T): string;
  onChange(chosen: T[]): void;
}

/**
 * A multi-select as a disclosure: a button that names the field and what is chosen, and a panel
 * of checkboxes. Each tick applies at once. Escape, a click outside or leaving it with Tab closes
 * the panel; Escape gives focus back to the button.
 */
export function CheckboxMenu<T extends string>(props: CheckboxMenuProps<T>) {
  const { label, options, chosen, optionLabel, onChange } = props;
  const { t } = useKitTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const win = useKitWindow();
  const panel = useRef<HTMLDivElement>(null);
  // A light-dismiss popover in the top layer under its button (Floating UI): whole and on top
  // whatever transforms, clips or stacks the page around the filters.
  const mode = popoverMode('auto');
  usePopover(panel, {
    open,
    anchor: () => button.current,
    source: () => button.current,
    onDismiss: () => setOpen(false),
  });

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    win.document.addEventListener('pointerdown', onPointer);
    return () => win.document.removeEventListener('pointerdown', onPointer);
  }, [open, win]);

  const summary =
    chosen.length === 0
      ? t('filters.any')
      : chosen.length <= 2
        ? chosen.map(optionLabel).join(', ')
        : t('filters.chosen', { label, count: chosen.length });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.current?.contains(next)) setOpen(false);
  };
  const toggle = (option: T, on: boolean) => {
    const set = new Set(chosen);
    if (on) set.add(option);
    else set.delete(option);
    onChange(options.filter((o) => set.has(o)));
  };

  return (
    <S.Field part="field" ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <span part="field-label" id={`${id}-label`}>
        {label}
      </span>
      <S.MenuButton
        part="input"
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{summary}</span>
        <ChevronIcon />
      </S.MenuButton>
      <S.Popover
        part="popover"
        ref={panel}
        id={`${id}-panel`}
        popover={mode}
        hidden={mode ? undefined : !open}
      >
        <fieldset>
          <legend>{label}</legend>
          {options.map((option) => (
            <Checkbox
              key={option}
              label={optionLabel(option)}
              checked={chosen.includes(option)}
              onCheckedChange={(on) => toggle(option, on)}
            />
          ))}
        </fieldset>
      </S.Popover>
    </S.Field>
  );
}

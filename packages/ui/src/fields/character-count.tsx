import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { NS } from './i18n';
import * as S from './fields.styles';

/**
 * How a field shows its characters against a limit: `true` always ("12 of 35 characters"),
 * `'near-limit'` only within the last tenth of the limit ("3 characters left"). Over a soft limit
 * both say how many are too many.
 */
export type CounterMode = boolean | 'near-limit';

export interface CharacterCountState {
  /** The counter's text, or `''` when it is not shown. */
  text: string;
  /** Within the last tenth of the limit, or over it: worth announcing. */
  near: boolean;
  over: boolean;
}

/**
 * The characters of `value`: code points for a soft limit (what a person counts and what the
 * services check, an emoji is one), UTF-16 units for a native `maxLength` (what the browser
 * enforces, so the counter never promises room the input refuses).
 */
export function countCharacters(value: string, unit: 'code-points' | 'utf16'): number {
  return unit === 'utf16' ? value.length : Array.from(value).length;
}

/** The counter of a field: what to show and whether it is near or over the limit. */
export function useCharacterCount(
  value: string,
  mode: CounterMode | undefined,
  limit: { soft?: number; native?: number },
): CharacterCountState {
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const max = limit.soft ?? limit.native;
  if (!mode || max === undefined || max <= 0) return { text: '', near: false, over: false };
  const used = countCharacters(value, limit.soft !== undefined ? 'code-points' : 'utf16');
  const left = max - used;
  const near = left <= max / 10;
  const over = left < 0;
  const shown = (n: number) => formatNumber(n, country, 0);
  let text = '';
  if (over) text = t('charactersOver', { count: -left, shown: shown(-left) });
  else if (mode === 'near-limit') {
    if (near) text = t('charactersLeft', { count: left, shown: shown(left) });
  } else text = t('characterCount', { count: used, shown: shown(used), max: shown(max) });
  return { text, near, over };
}

/**
 * The visible counter (read with the control through `aria-describedby`) and a hidden polite
 * live region that speaks only near or over the limit, so typing is not talked over at every key.
 */
export function CharacterCount({ id, state }: { id: string; state: CharacterCountState }) {
  return (
    <>
      <S.Note id={id} $over={state.over}>
        {state.text}
      </S.Note>
      <S.Hidden aria-live="polite">{state.near ? state.text : ''}</S.Hidden>
    </>
  );
}

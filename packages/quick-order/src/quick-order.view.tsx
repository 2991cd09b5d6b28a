import { useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { formatNumber, formatWeight, useKitContext, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { QUICK_ORDER_NS } from './i18n';
import { quantityExample } from './model/parse';
import { cartWeightUnit } from '@anp/rules/cart';
import { lineStatus, lineWeight, type QuickLine } from './model/quick-order';
import type { QuickOrderState } from './use-quick-order';
import * as S from './quick-order.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface QuickOrderViewProps {
  state: QuickOrderState;
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
}

type Tone = 'ok' | 'warning' | 'error' | 'neutral';
type T = ReturnType<typeof useKitTranslation>['t'];

/** A line's status in words, with an icon and a tone that only repeat the words. */
function describeLine(
  line: QuickLine,
  t: T,
  country: string,
): { text: string; icon: string; tone: Tone } {
  const status = lineStatus(line);
  const example = quantityExample(country);
  const result = line.result;
  const count = (n: number) => formatNumber(n, country, Number.isInteger(n) ? 0 : 2);
  switch (status) {
    case 'ok':
      return { text: t('status.ok'), icon: '✓', tone: 'ok' };
    case 'checking':
      return { text: t('status.checking'), icon: '…', tone: 'neutral' };
    case 'unchecked':
      return { text: t('status.unchecked'), icon: '↻', tone: 'neutral' };
    case 'unreadable':
      return {
        text: t(`status.unreadable.${line.problem ?? 'badQuantity'}`, { example }),
        icon: '⚠',
        tone: 'warning',
      };
    case 'unknown':
      return { text: t('status.unknown'), icon: '✕', tone: 'error' };
    case 'notOrderable':
      return {
        text: t(`status.notOrderable.${result?.reason ?? 'notSoldInMarket'}`),
        icon: '✕',
        tone: 'error',
      };
    case 'quantityInvalid': {
      const rules = result?.rules;
      return {
        text: t(`status.quantity.${result?.rule ?? 'MISSING'}`, {
          label: result?.countLabel ?? '',
          min: count(rules?.minQuantity ?? 1),
          pallet: count(rules?.perPalletCount ?? 1),
          step: count(rules?.increment ?? 1),
        }),
        icon: '⚠',
        tone: 'warning',
      };
    }
  }
}

/** The card, from its props alone: hidden, loading, failed, refused, or the input and table. */
export function QuickOrderView({ state, heading, headingLevel = 2 }: QuickOrderViewProps) {
  const { t } = useKitTranslation(QUICK_ORDER_NS);
  const { country } = useKitContext();
  const headingId = useId();
  const pasteId = useId();
  const pasteHintId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const pasteRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const rowRefs = useRef(new Map<string, HTMLInputElement>());
  const Tag = `h${headingLevel}` as const;

  if (state.status === 'hidden') return null;

  const busy = state.busy !== 'idle';
  const weightUnit = state.weightUnit;
  const example = quantityExample(country);
  const readyWeight = state.lines.reduce((sum, line) => {
    if (lineStatus(line) !== 'ok') return sum;
    return sum + (lineWeight(line, weightUnit, country)?.value ?? 0);
  }, 0);
  const readyUnit = cartWeightUnit(country);

  /** After a row's button goes away, the row's quantity keeps the focus. */
  const focusQuantity = (id: string) => rowRefs.current.get(id)?.focus();
  const onRowKey = (id: string) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      state.recheck(id);
    }
  };
  const removeLine = (index: number, id: string) => {
    const next = state.lines[index + 1] ?? state.lines[index - 1];
    state.remove(id);
    if (next) focusQuantity(next.id);
    else pasteRef.current?.focus();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) state.chooseFile(file);
    event.target.value = '';
  };

  return (
    <S.Card aria-labelledby={headingId} part="card">
      <S.Heading as={Tag} id={headingId}>
        {heading ?? t('heading')}
      </S.Heading>
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <div role="alert">
          <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
          <Button variant="secondary" size="sm" onClick={state.retryLoad}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'noAccount' && <S.Message>{t('noAccount')}</S.Message>}
      {state.status === 'noRights' && <S.Message>{t('noRights')}</S.Message>}
      {state.status === 'ready' && (
        <>
          <S.Muted>{t('intro')}</S.Muted>
          <S.Inputs>
            <S.Field>
              <label htmlFor={pasteId}>{t('pasteLabel')}</label>
              <S.Muted id={pasteHintId}>{t('pasteHint', { example })}</S.Muted>
              <textarea
                id={pasteId}
                ref={pasteRef}
                aria-describedby={pasteHintId}
                value={state.text}
                spellCheck={false}
                onChange={(e) => state.setText(e.target.value)}
              />
              <S.Row>
                <Button
                  onClick={state.checkPasted}
                  loading={state.busy === 'checking'}
                  disabled={busy}
                >
                  {t('check')}
                </Button>
              </S.Row>
            </S.Field>
            <S.Field>
              <label htmlFor={fileId}>{t('fileLabel')}</label>
              <S.Muted id={fileHintId}>{t('fileHint')}</S.Muted>
              <input
                id={fileId}
                ref={fileRef}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={fileHintId}
                disabled={busy}
                onChange={onFile}
              />
              <S.Row>
                <Button variant="ghost" size="sm" onClick={state.downloadTemplate}>
                  {t('template')}
                </Button>
              </S.Row>
            </S.Field>
          </S.Inputs>

          <div aria-live="polite" role="status">
            {state.busy === 'reading' && (
              <Spinner label={t('reading', { name: state.busyDetail })} />
            )}
            {state.busy === 'checking' && (
              <Spinner label={t('checking', { count: Number(state.busyDetail) })} />
            )}
            {state.busy === 'adding' && <Spinner label={t('adding')} />}
            {state.message?.tone === 'success' && (
              <S.Notice $tone="success">
                <p>
                  <span aria-hidden="true">✓ </span>
                  {state.message.text}
                </p>
              </S.Notice>
            )}
          </div>
          {state.message?.tone === 'error' && (
            <S.Notice $tone="error" role="alert">
              <p>
                <span aria-hidden="true">⚠ </span>
                {state.message.text}
              </p>
              {state.message.retry && (
                <Button variant="secondary" size="sm" onClick={state.message.retry}>
                  {t('retry')}
                </Button>
              )}
            </S.Notice>
          )}

          {state.lines.length > 0 && (
            <>
              <S.TableWrap tabIndex={0} role="region" aria-labelledby={`${headingId}-caption`}>
                <S.Table>
                  <caption id={`${headingId}-caption`}>
                    {t('tableCaption')}:{' '}
                    {t('summary', { ready: state.ready, attention: state.attention })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.row')}</th>
                      <th scope="col">{t('columns.reference')}</th>
                      <th scope="col">{t('columns.product')}</th>
                      <th scope="col">{t('columns.quantity')}</th>
                      <th scope="col">{t('columns.weight')}</th>
                      <th scope="col">{t('columns.status')}</th>
                      <th scope="col">{t('columns.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.lines.map((line, index) => {
                      const status = lineStatus(line);
                      const said = describeLine(line, t, country);
                      const weight = lineWeight(line, weightUnit, country);
                      const suggestion = line.result?.suggestion;
                      const label = line.result?.countLabel ?? '';
                      return (
                        <tr key={line.id}>
                          <th scope="row">
                            <span aria-hidden="true" className="narrow-label">
                              {t('columns.row')}{' '}
                            </span>
                            {line.row}
                          </th>
                          <td data-label={t('columns.reference')}>
                            <input
                              aria-label={t('referenceOf', { row: line.row })}
                              value={line.reference}
                              spellCheck={false}
                              onChange={(e) => state.edit(line.id, { reference: e.target.value })}
                              onKeyDown={onRowKey(line.id)}
                            />
                          </td>
                          <td data-label={t('columns.product')}>
                            {line.result?.title ?? ''}
                            {line.result?.sku && line.result.sku !== line.reference && (
                              <S.Muted>{line.result.sku}</S.Muted>
                            )}
                            {line.result?.customerMaterialNumber &&
                              line.result.matchedBy === 'sku' && (
                                <S.Muted>
                                  {t('material', { number: line.result.customerMaterialNumber })}
                                </S.Muted>
                              )}
                          </td>
                          <td data-label={t('columns.quantity')}>
                            <input
                              className="quantity"
                              inputMode="decimal"
                              aria-label={t('quantityOf', { row: line.row })}
                              value={line.quantityText}
                              ref={(el) => {
                                if (el) rowRefs.current.set(line.id, el);
                                else rowRefs.current.delete(line.id);
                              }}
                              onChange={(e) =>
                                state.edit(line.id, { quantityText: e.target.value })
                              }
                              onKeyDown={onRowKey(line.id)}
                            />{' '}
                            {label}
                          </td>
                          <td className="weight" data-label={t('columns.weight')}>
                            {weight ? formatWeight(weight.value, country, weight.unit) : ''}
                          </td>
                          <td className="wide">
                            <S.Status $tone={said.tone}>
                              <span aria-hidden="true">{said.icon}</span>
                              <span>{said.text}</span>
                            </S.Status>
                          </td>
                          <td className="wide">
                            <S.Actions>
                              {status === 'quantityInvalid' &&
                                suggestion !== null &&
                                suggestion !== undefined && (
                                  <Button
                                    size="sm"
                                    variant="secondary"
                                    aria-label={t('useSuggestionLabel', {
                                      quantity: formatNumber(suggestion, country, 0),
                                      label,
                                      row: line.row,
                                    })}
                                    onClick={() => {
                                      state.useSuggestion(line.id);
                                      focusQuantity(line.id);
                                    }}
                                  >
                                    {t('useSuggestion', {
                                      quantity: formatNumber(suggestion, country, 0),
                                    })}
                                  </Button>
                                )}
                              {status === 'unchecked' && (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  aria-label={t('recheckLabel', { row: line.row })}
                                  onClick={() => {
                                    state.recheck(line.id);
                                    focusQuantity(line.id);
                                  }}
                                >
                                  {t('recheck')}
                                </Button>
                              )}
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={t('removeLabel', { row: line.row })}
                                onClick={() => removeLine(index, line.id)}
                              >
                                {t('remove')}
                              </Button>
                            </S.Actions>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </S.Table>
              </S.TableWrap>
              <S.Footer>
                <S.Muted>
                  {state.ready > 0 &&
                    t('total', { weight: formatWeight(readyWeight, country, readyUnit) })}
                </S.Muted>
                <Button
                  onClick={state.addToCart}
                  disabled={state.ready === 0 || busy}
                  loading={state.busy === 'adding'}
                >
                  {t('add', { count: state.ready })}
                </Button>
              </S.Footer>
            </>
          )}
        </>
      )}
    </S.Card>
  );
}

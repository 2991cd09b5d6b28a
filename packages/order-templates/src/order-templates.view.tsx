import { Suspense, lazy, useEffect, useId, useRef } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import type { OrderTemplate } from '@anp/core/services/cart';
import { formatWeight } from '@anp/rules';
import { Button, Spinner } from '@anp/ui';
import { ORDER_TEMPLATES_NS } from './i18n';
import type { OrderTemplatesState } from './use-order-templates';
import * as S from './order-templates.styles';

/** A heading level of the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The dialogs' code (use, rename, delete, remind, the summary, save) loads the first time one opens. */
const loadDialogs = () => import('./order-templates.dialogs.lazy');
const TemplateDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.TemplateDialogs })));
const preload = () => void loadDialogs().catch(() => undefined);

export interface OrderTemplatesViewProps {
  state: OrderTemplatesState;
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  headingLevel?: HeadingLevel;
  /** A template to bring into view and focus (a reminder's notification opens it). */
  focusTemplate?: string | undefined;
}

const nextLevel = (level: HeadingLevel, by: number) => Math.min(6, level + by) as HeadingLevel;

/**
 * The templates of the selected account, from props alone: loading, failed, no account, empty,
 * or the caller's templates and the ones shared with them, each with its actions. Where the cart
 * is hidden it renders nothing at all. Server text (names, owners) is rendered as text.
 */
export function OrderTemplatesView({
  state,
  heading,
  headingLevel = 2,
  focusTemplate,
}: OrderTemplatesViewProps) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const headingId = useId();
  const Tag = `h${headingLevel}` as const;
  const GroupTag = `h${nextLevel(headingLevel, 1)}` as const;
  const saveRef = useRef<HTMLButtonElement>(null);
  if (state.status === 'hidden') return null;
  const ready = state.status === 'ready';
  const empty = ready && state.mine.length === 0 && state.shared.length === 0;
  const group = (key: 'mine' | 'shared', templates: OrderTemplate[]) =>
    templates.length > 0 && (
      <S.Group aria-labelledby={`${headingId}-${key}`}>
        <GroupTag id={`${headingId}-${key}`}>
          {t(key === 'mine' ? 'mineHeading' : 'sharedHeading')}
        </GroupTag>
        <S.List>
          {templates.map((template) => (
            <TemplateItem
              key={template.templateId}
              template={template}
              state={state}
              headingLevel={nextLevel(headingLevel, 2)}
              focus={template.templateId === focusTemplate}
            />
          ))}
        </S.List>
      </S.Group>
    );
  return (
    <S.Card aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <S.Header>
        <S.Heading as={Tag} id={headingId}>
          {heading ?? t('heading')}
        </S.Heading>
        {ready && state.hasAccount && (
          <Button
            ref={saveRef}
            variant="secondary"
            size="sm"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => state.open({ kind: 'save' })}
            part="save-template"
          >
            {t('save')}
          </Button>
        )}
      </S.Header>
      <S.Muted>{t('intro')}</S.Muted>
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <div role="alert">
          <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
          <Button variant="secondary" size="sm" onClick={state.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {ready && !state.hasAccount && <S.Message>{t('noAccount')}</S.Message>}
      <S.Notice role="status" $tone={state.notice?.tone ?? 'success'}>
        {state.notice?.text ?? ''}
      </S.Notice>
      {empty && state.hasAccount && <S.Message>{t('empty')}</S.Message>}
      {ready && group('mine', state.mine)}
      {ready && group('shared', state.shared)}
      {state.dialog && (
        <Suspense fallback={null}>
          <TemplateDialogs state={state} returnFocusRef={saveRef} />
        </Suspense>
      )}
    </S.Card>
  );
}

function TemplateItem({
  template,
  state,
  headingLevel,
  focus,
}: {
  template: OrderTemplate;
  state: OrderTemplatesState;
  headingLevel: HeadingLevel;
  focus: boolean;
}) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const { country } = useKitContext();
  const nameId = useId();
  const ref = useRef<HTMLElement>(null);
  const Tag = `h${headingLevel}` as const;
  const name = template.name;
  const busy = state.busyId === template.templateId;
  const owner = template.owner.isCaller
    ? t(template.shared ? 'sharedByYou' : 'onlyYou')
    : t('sharedBy', { owner: template.owner.name });
  useEffect(() => {
    if (!focus) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus();
  }, [focus]);
  return (
    <li>
      <S.Item
        ref={ref}
        aria-labelledby={nameId}
        tabIndex={focus ? -1 : undefined}
        data-template-id={template.templateId}
        part="order-template"
      >
        <S.ItemName as={Tag} id={nameId}>
          {name}
        </S.ItemName>
        <S.Facts>
          <span>{owner}</span>
          <span>
            {t('products', {
              count: template.lines.length,
              formatted: formatNumber(template.lines.length, country, 0),
            })}
          </span>
          <span>
            {t('weight', {
              weight: formatWeight(template.totalWeight, country, template.weightUnit),
            })}
          </span>
          {template.reminder && (
            <span>{t('reminderEvery', { count: template.reminder.everyDays })}</span>
          )}
        </S.Facts>
        <S.Actions onPointerEnter={preload} onFocus={preload}>
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('actions.useNamed', { name })}
            onClick={() => state.open({ kind: 'use', template })}
          >
            {t('actions.use')}
          </Button>
          {template.reminder ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={t('actions.stopReminderNamed', { name })}
              onClick={() => void state.stopReminder(template)}
            >
              {t('actions.stopReminder')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={t('actions.remindNamed', { name })}
              onClick={() => state.open({ kind: 'remind', template })}
            >
              {t('actions.remind')}
            </Button>
          )}
          {template.owner.isCaller && (
            <>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={t(template.shared ? 'actions.unshareNamed' : 'actions.shareNamed', {
                  name,
                })}
                onClick={() => void state.share(template, !template.shared)}
              >
                {t(template.shared ? 'actions.unshare' : 'actions.share')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={t('actions.renameNamed', { name })}
                onClick={() => state.open({ kind: 'rename', template })}
              >
                {t('actions.rename')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={t('actions.deleteNamed', { name })}
                onClick={() => state.open({ kind: 'delete', template })}
              >
                {t('actions.delete')}
              </Button>
            </>
          )}
        </S.Actions>
      </S.Item>
    </li>
  );
}

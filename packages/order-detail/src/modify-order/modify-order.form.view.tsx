import { useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useKitContext, usePortalLinks } from '@anp/core';
import { Button } from '@anp/ui';
import { TextField } from '@anp/ui/fields';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { DEFAULT_NOTE_MAX_LENGTH } from '@anp/rules/cart';
import type { OrderDetail } from '@anp/core/services/orders';
import { PO_MAX_LENGTH } from '../model/modification';
import { orderPage } from '../order-pages';
import { useOrderText } from '../use-order-text';
import { RequestedDateView } from './modify-order.date.view';
import { ModifyLineView } from './modify-order.line.view';
import { ModifySummaryView } from './modify-order.summary.view';
import { closedText } from './use-refusal-text';
import type { ModifyOrder } from './use-modify-order';
import * as S from '../page.styles';
import * as M from './modify-order.styles';

export interface ModifyFormViewProps {
  behaviour: ModifyOrder;
  order: OrderDetail;
  headingLevel: 1 | 2 | 3;
  /** The link back to the order. */
  back: ReactNode;
}

/**
 * The modify page's form over the draft: the cut-off and the draft's state always in view, the
 * refusal once the order closed (the form kept, read-only), the quantities, the requested date,
 * PO and delivery instructions, the summary of changes with Submit, Save and Discard, and the
 * confirmation of Discard.
 */
export function ModifyFormView({ behaviour, order, headingLevel, back }: ModifyFormViewProps) {
  const text = useOrderText();
  const { t } = text;
  const { lang } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  const id = useId();
  const form = behaviour.form!;
  const { problems, closed, busy, now } = behaviour;
  const locked = closed !== null;
  const feedbackRef = useRef<HTMLDivElement>(null);
  const Title = `h${headingLevel}` as 'h1';
  const Sub = `h${headingLevel + 1}` as 'h2';
  const timeLeft = text.timeLeft(order.modifiableUntil, now);
  const urgent = timeLeft !== null && Date.parse(order.modifiableUntil ?? '') - now < 2 * 3_600_000;
  const orderHref = hrefOf(orderPage(order.orderNumber));
  const lineCount = form.lines.filter((l) => (l.quantity ?? 0) > 0).length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await behaviour.submit();
    // The result (problems, refusal) is said above the buttons; take the user there.
    feedbackRef.current?.focus();
  };

  return (
    <S.Root>
      {back}
      <S.Head>
        <Title part="heading">{t('modifyPage.title', { number: order.orderNumber })}</Title>
        <S.Muted>
          {t('modifyPage.intro', {
            account: t('accountValue', {
              name: order.account.name,
              code: order.account.soldToCode,
            }),
          })}
        </S.Muted>
      </S.Head>
      <M.CutoffBar part="bar" $urgent={urgent && !locked} $closed={locked}>
        {locked ? (
          <span>{t('modifyPage.cutoffWas', { cutoff: text.cutoff(order.modifiableUntil) })}</span>
        ) : (
          <>
            <span>
              {t('modifyPage.cutoffUntil', { cutoff: text.cutoff(order.modifiableUntil) })}
            </span>
            {timeLeft && <S.Countdown $urgent={urgent}>{timeLeft}</S.Countdown>}
          </>
        )}
        <M.DraftState>
          {behaviour.unsaved
            ? t('modifyPage.unsaved')
            : behaviour.savedAt
              ? t('modifyPage.savedAt', { time: text.cutoff(behaviour.savedAt) })
              : null}
        </M.DraftState>
      </M.CutoffBar>

      {closed && (
        <S.Notice $tone="danger" role="alert">
          <strong>{closedText(closed, order.orderNumber, text)}</strong>
          <p>{t('modifyPage.keptBelow')}</p>
          <S.LinkButton
            $variant="secondary"
            href={orderHref}
            onClick={(e: MouseEvent) => follow(e, orderHref)}
          >
            {t('modifyPage.viewOrder')}
          </S.LinkButton>
        </S.Notice>
      )}

      <M.Form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`}>
        <S.Hidden id={`${id}-title`}>
          {t('modifyPage.title', { number: order.orderNumber })}
        </S.Hidden>
        <M.Columns>
          <M.Stack>
            <S.Panel aria-labelledby={`${id}-products`}>
              <Sub part="section-heading" id={`${id}-products`}>
                {t('modifyPage.products')}
              </Sub>
              <M.Lines>
                {form.lines.map((line) => (
                  <ModifyLineView
                    key={line.sku}
                    line={line}
                    problem={problems?.lines[line.sku] ?? null}
                    showProblem={behaviour.showsProblem(`line-${line.sku}`)}
                    locked={locked}
                    onlyOneLeft={(line.quantity ?? 0) > 0 && lineCount === 1}
                    headingLevel={headingLevel + 2}
                    onQuantity={(q) => behaviour.setQuantity(line.sku, q)}
                    onStep={(d) => {
                      behaviour.touch(`line-${line.sku}`);
                      behaviour.step(line.sku, d);
                    }}
                    onBlur={() => behaviour.touch(`line-${line.sku}`)}
                  />
                ))}
              </M.Lines>
              {problems?.noLines && <M.Problem role="alert">{t('modifyPage.keepOne')}</M.Problem>}
            </S.Panel>
          </M.Stack>
          <M.Stack>
            <S.Panel aria-labelledby={`${id}-details`}>
              <Sub part="section-heading" id={`${id}-details`}>
                {t('modifyPage.details')}
              </Sub>
              <RequestedDateView
                behaviour={behaviour}
                order={order}
                pickup={order.shipMethod === 'pickup'}
                lang={lang}
                showProblem={behaviour.showsProblem('date')}
                onTouched={() => behaviour.touch('date')}
              />
              <TextField
                label={t('modifyPage.po')}
                hint={t('modifyPage.poHint', { max: PO_MAX_LENGTH })}
                value={form.po}
                maxLength={PO_MAX_LENGTH}
                autoComplete="off"
                readOnly={locked}
                onValueChange={behaviour.setPo}
              />
              <TextField
                multiline
                label={t('modifyPage.note')}
                hint={t('modifyPage.noteHint', { max: DEFAULT_NOTE_MAX_LENGTH })}
                value={form.note}
                readOnly={locked}
                error={
                  problems?.note
                    ? t('modifyPage.noteError', { max: DEFAULT_NOTE_MAX_LENGTH })
                    : null
                }
                onValueChange={behaviour.setNote}
              />
            </S.Panel>
            <ModifySummaryView
              behaviour={behaviour}
              headingLevel={headingLevel + 1}
              feedbackRef={feedbackRef}
            />
          </M.Stack>
        </M.Columns>
      </M.Form>

      <ModalOnDemand
        open={behaviour.confirmingDiscard}
        onClose={behaviour.cancelDiscard}
        title={t('modifyPage.discardTitle')}
        description={t('modifyPage.discardBody', { number: order.orderNumber })}
        closeLabel={t('modifyPage.keepEditing')}
        size="sm"
        footer={
          <S.Actions>
            <Button
              variant="danger"
              loading={busy === 'discard'}
              onClick={() => void behaviour.discard()}
            >
              {t('modifyPage.discardConfirm')}
            </Button>
            <Button variant="secondary" onClick={behaviour.cancelDiscard}>
              {t('modifyPage.keepEditing')}
            </Button>
          </S.Actions>
        }
      />
    </S.Root>
  );
}

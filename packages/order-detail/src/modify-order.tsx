import { useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  usePortalLinks,
  type PortalError,
} from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { DATE_PICKER_NAMESPACE, DatePicker, addDays, localToday } from '@anp/ui/date-picker';
import { useNamespaces } from '@anp/core';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  dateProblemMessage,
  earliestDate,
  firstSelectableDate,
  isSelectableDate,
  issueMessage,
  latestDate,
  quantityErrorMessage,
  type CartIssue,
} from '@anp/rules/cart';
import type { OrderDetail } from '@anp/core/services/orders';
import { PO_MAX_LENGTH, type LineProblem, type ModifyLine } from './model/modification';
import { ChangeList } from './change-list';
import { orderPage } from './paths';
import { statusText } from './words';
import { useModifyOrder, type ClosedReason, type ModifyOrder } from './use-modify-order';
import { ORDER_NAMESPACES, useOrderText, type OrderText } from './text';
import * as S from './order-detail.styles';
import * as M from './modify-order.styles';

export interface ModifyOrderProps {
  /** The order's number. */
  orderNumber: string;
  /** Level of the page's heading (default 1). */
  headingLevel?: 1 | 2 | 3;
}

const MODIFY_NAMESPACES = [...ORDER_NAMESPACES, DATE_PICKER_NAMESPACE];

/**
 * The modify page (ordering.md §2 orders/{orderNr}/modify, §4 order modification): the user's
 * modified-order draft of the order, with quantities by the cart's rules (0 removes a line, one
 * must stay), the requested date on the plant's calendar, PO and delivery instructions; Save
 * draft, Discard draft and Submit changes, and the cut-off always in view.
 * @example <KitRoot config={config}><ModifyOrder orderNumber="4000161424" /></KitRoot>
 */
export function ModifyOrder({ orderNumber, headingLevel = 1 }: ModifyOrderProps) {
  // The page and its date picker speak in one step (see useNamespaces).
  useNamespaces(MODIFY_NAMESPACES);
  const number = orderNumber.trim();
  const behaviour = useModifyOrder(number);
  const text = useOrderText();
  const { t } = text;
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const orderHref = hrefOf(orderPage(number));
  const back = (
    <S.BackLink href={orderHref} onClick={(e: MouseEvent) => follow(e, orderHref)}>
      <span aria-hidden="true">←</span> {t('modifyPage.back', { number })}
    </S.BackLink>
  );
  const { state } = behaviour;
  const Title = `h${headingLevel}` as 'h1';

  if (state.phase === 'ready' && behaviour.form) {
    return (
      <ModifyForm
        behaviour={behaviour}
        order={state.order}
        headingLevel={headingLevel}
        back={back}
      />
    );
  }
  let content;
  if (state.phase === 'notFound') {
    const listHref = hrefOf('orders');
    content = (
      <S.Panel>
        <EmptyState
          headingLevel={headingLevel}
          title={t('notFound.title', { number })}
          description={t('notFound.body')}
          action={
            <S.LinkButton href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
              {t('notFound.action')}
            </S.LinkButton>
          }
        />
      </S.Panel>
    );
  } else if (state.phase === 'failed') {
    content = (
      <>
        <Title>{t('modifyPage.title', { number })}</Title>
        <S.Notice $tone="danger" role="alert">
          <p>{t('modifyPage.loadFailed', { number, reason: describe(state.error) })}</p>
          <Button variant="secondary" onClick={state.retry}>
            {t('retry')}
          </Button>
        </S.Notice>
      </>
    );
  } else if (state.phase === 'closed') {
    content = (
      <>
        <Title>{t('modifyPage.title', { number })}</Title>
        <S.Notice $tone="warning" role="alert">
          <p>{closedText(state.reason, number, text)}</p>
          <S.LinkButton
            $variant="secondary"
            href={orderHref}
            onClick={(e: MouseEvent) => follow(e, orderHref)}
          >
            {t('modifyPage.viewOrder')}
          </S.LinkButton>
        </S.Notice>
      </>
    );
  } else {
    content = (
      <S.Panel aria-busy="true">
        <Spinner label={t('modifyPage.loading', { number })} />
      </S.Panel>
    );
  }
  return (
    <S.Root>
      {back}
      {content}
    </S.Root>
  );
}

/** "Order 4000… can no longer be changed: its cut-off was 24-11-2026, 3:00 PM." */
function closedText(reason: ClosedReason, number: string, text: OrderText): string {
  if (reason.kind === 'status')
    return text.t('modifyPage.closedStatus', {
      number,
      status: statusText(reason.status, text.t).toLowerCase(),
    });
  return reason.cutoff
    ? text.t('modifyPage.closedCutoff', { number, cutoff: text.cutoff(reason.cutoff) })
    : text.t('modifyPage.closedNoCutoff', { number });
}

/**
 * A failed call in words: the reference API's modification refusals (a date the plant cannot
 * serve, a quantity off its rules, no line left, the note) and the cart's codes in the page
 * language; anything else from the catalogue. The page checks the same rules first, so these
 * show only when the server knows better (a calendar the page could not read).
 */
function useFailureText() {
  const describe = useErrorMessage();
  const { t, message } = useOrderText();
  return (error: PortalError) => {
    switch (error.serverCode) {
      case 'DATE_PROBLEM':
        return message({ key: 'dateUnavailable', params: {} });
      case 'QUANTITY_RULE':
        return t('modifyPage.serverQuantity');
      case 'VALIDATION':
        if (error.field === 'body.lines') return t('modifyPage.keepOne');
        if (error.field === 'body.note')
          return t('modifyPage.noteError', { max: DEFAULT_NOTE_MAX_LENGTH });
        break;
    }
    if (error.code === 'CART' && error.serverCode)
      return message(
        issueMessage({
          code: error.serverCode as CartIssue['code'],
          message: error.serverMessage ?? '',
          sku: null,
          field: error.field ?? null,
          params: error.params,
          label: null,
        }),
      );
    return describe(error);
  };
}

function ModifyForm({
  behaviour,
  order,
  headingLevel,
  back,
}: {
  behaviour: ModifyOrder;
  order: OrderDetail;
  headingLevel: 1 | 2 | 3;
  back: ReactNode;
}) {
  const text = useOrderText();
  const { t } = text;
  const { lang } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  const failure = useFailureText();
  const id = useId();
  const form = behaviour.form!;
  const { problems, closed, busy, feedback, now } = behaviour;
  const locked = closed !== null;
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));
  const shows = (name: string) => behaviour.showProblems || touched.has(name);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const Title = `h${headingLevel}` as 'h1';
  const Sub = `h${headingLevel + 1}` as 'h2';
  const timeLeft = text.timeLeft(order.modifiableUntil, now);
  const urgent = timeLeft !== null && Date.parse(order.modifiableUntil ?? '') - now < 2 * 3_600_000;
  const orderHref = hrefOf(orderPage(order.orderNumber));
  const pickup = order.shipMethod === 'pickup';

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
        <Title>{t('modifyPage.title', { number: order.orderNumber })}</Title>
        <S.Muted>
          {t('modifyPage.intro', {
            account: t('accountValue', {
              name: order.account.name,
              code: order.account.soldToCode,
            }),
          })}
        </S.Muted>
      </S.Head>
      <M.CutoffBar $urgent={urgent && !locked} $closed={locked}>
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
        <S.Columns>
          <S.Stack>
            <S.Panel aria-labelledby={`${id}-products`}>
              <Sub id={`${id}-products`}>{t('modifyPage.products')}</Sub>
              <M.Lines>
                {form.lines.map((line) => (
                  <LineRow
                    key={line.sku}
                    line={line}
                    problem={problems?.lines[line.sku] ?? null}
                    showProblem={shows(`line-${line.sku}`)}
                    locked={locked}
                    onlyOneLeft={
                      (line.quantity ?? 0) > 0 &&
                      form.lines.filter((l) => (l.quantity ?? 0) > 0).length === 1
                    }
                    headingLevel={headingLevel + 2}
                    onQuantity={(q) => behaviour.setQuantity(line.sku, q)}
                    onStep={(d) => {
                      touch(`line-${line.sku}`);
                      behaviour.step(line.sku, d);
                    }}
                    onBlur={() => touch(`line-${line.sku}`)}
                  />
                ))}
              </M.Lines>
              {problems?.noLines && (
                <M.FieldError role="alert">{t('modifyPage.keepOne')}</M.FieldError>
              )}
            </S.Panel>
          </S.Stack>
          <S.Stack>
            <S.Panel aria-labelledby={`${id}-details`}>
              <Sub id={`${id}-details`}>{t('modifyPage.details')}</Sub>
              <DateField
                behaviour={behaviour}
                order={order}
                pickup={pickup}
                lang={lang}
                showProblem={shows('date')}
                onTouched={() => touch('date')}
              />
              <M.Field>
                <M.Label htmlFor={`${id}-po`}>{t('modifyPage.po')}</M.Label>
                <M.Input
                  id={`${id}-po`}
                  value={form.po}
                  maxLength={PO_MAX_LENGTH}
                  autoComplete="off"
                  readOnly={locked}
                  aria-describedby={`${id}-po-hint`}
                  onChange={(e) => behaviour.setPo(e.target.value)}
                />
                <M.Hint id={`${id}-po-hint`}>
                  {t('modifyPage.poHint', { max: PO_MAX_LENGTH })}
                </M.Hint>
              </M.Field>
              <M.Field>
                <M.Label htmlFor={`${id}-note`}>{t('modifyPage.note')}</M.Label>
                <M.TextArea
                  id={`${id}-note`}
                  value={form.note}
                  readOnly={locked}
                  aria-invalid={problems?.note ? true : undefined}
                  aria-describedby={`${id}-note-hint${problems?.note ? ` ${id}-note-error` : ''}`}
                  onChange={(e) => behaviour.setNote(e.target.value)}
                />
                <M.Hint id={`${id}-note-hint`}>
                  {t('modifyPage.noteHint', { max: DEFAULT_NOTE_MAX_LENGTH })}
                </M.Hint>
                {problems?.note && (
                  <M.FieldError id={`${id}-note-error`}>
                    {t('modifyPage.noteError', { max: DEFAULT_NOTE_MAX_LENGTH })}
                  </M.FieldError>
                )}
              </M.Field>
            </S.Panel>

            <S.Panel aria-labelledby={`${id}-summary`}>
              <Sub id={`${id}-summary`}>{t('modifyPage.summary')}</Sub>
              {behaviour.changes.length > 0 ? (
                <ChangeList changes={behaviour.changes} />
              ) : (
                <S.Muted>{t('modifyPage.noChangesYet')}</S.Muted>
              )}
              <M.Feedback ref={feedbackRef} tabIndex={-1}>
                {feedback?.kind === 'saved' && (
                  <M.Said role="status" $tone="success">
                    {t('modifyPage.saved', { time: text.cutoff(feedback.at) })}
                  </M.Said>
                )}
                {feedback?.kind === 'noChanges' && (
                  <M.Said role="status">{t('modifyPage.nothingToSubmit')}</M.Said>
                )}
                {feedback?.kind === 'problems' && problems && problems.count > 0 && (
                  <M.Said role="alert" $tone="danger">
                    {t('modifyPage.problems', { count: problems.count })}
                  </M.Said>
                )}
                {feedback?.kind === 'emptyLines' && (
                  <M.Said role="alert" $tone="danger">
                    {t('modifyPage.emptyLines')}
                  </M.Said>
                )}
                {feedback?.kind === 'failed' && (
                  <M.Said role="alert" $tone="danger">
                    {t(`modifyPage.failed.${feedback.action}`, { reason: failure(feedback.error) })}
                  </M.Said>
                )}
              </M.Feedback>
              <S.Actions>
                <Button
                  type="submit"
                  loading={busy === 'submit'}
                  disabled={locked || busy !== null}
                >
                  {t('modifyPage.submit')}
                </Button>
                <Button
                  variant="secondary"
                  loading={busy === 'save'}
                  disabled={locked || busy !== null}
                  onClick={() => void behaviour.save()}
                >
                  {t('modifyPage.save')}
                </Button>
                <Button
                  variant="ghost"
                  loading={busy === 'discard'}
                  disabled={busy !== null}
                  onClick={() => setConfirming(true)}
                >
                  {t('modifyPage.discard')}
                </Button>
              </S.Actions>
            </S.Panel>
          </S.Stack>
        </S.Columns>
      </M.Form>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('modifyPage.discardTitle')}
        description={t('modifyPage.discardBody', { number: order.orderNumber })}
        closeLabel={t('modifyPage.keepEditing')}
        size="sm"
        footer={
          <S.Actions>
            <Button
              variant="danger"
              loading={busy === 'discard'}
              onClick={() => {
                setConfirming(false);
                void behaviour.discard();
              }}
            >
              {t('modifyPage.discardConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('modifyPage.keepEditing')}
            </Button>
          </S.Actions>
        }
      />
    </S.Root>
  );
}

/** Digits only: a count is a whole number; anything else typed is kept on screen as typed. */
function parseCount(raw: string): number | null | 'invalid' {
  const value = raw.trim();
  if (value === '') return null;
  return /^\d{1,7}$/.test(value) ? Number(value) : 'invalid';
}

function LineRow({
  line,
  problem,
  showProblem,
  locked,
  onlyOneLeft,
  headingLevel,
  onQuantity,
  onStep,
  onBlur,
}: {
  line: ModifyLine;
  problem: LineProblem | null;
  showProblem: boolean;
  locked: boolean;
  onlyOneLeft: boolean;
  headingLevel: number;
  onQuantity(quantity: number | null): void;
  onStep(direction: 1 | -1): void;
  onBlur(): void;
}) {
  const { t, message } = useOrderText();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [typo, setTypo] = useState(false);
  const shown = typed ?? (line.quantity === null ? '' : String(line.quantity));
  const removed = line.quantity === 0;
  const changed = line.quantity !== null && line.quantity !== line.originalQuantity;
  const H = `h${Math.min(6, headingLevel)}` as 'h3';
  const { rules } = line;
  const hint = rules.isPallet
    ? t('modifyPage.rules.pallet', { count: rules.perPalletCount })
    : [
        rules.minQuantity > 1 ? t('modifyPage.rules.minimum', { count: rules.minQuantity }) : null,
        rules.increment > 1 ? t('modifyPage.rules.steps', { count: rules.increment }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
  const error = typo
    ? t('modifyPage.wholeNumber')
    : problem === 'EMPTY' && showProblem
      ? t('modifyPage.emptyQuantity')
      : problem && problem !== 'EMPTY' && showProblem
        ? message(quantityErrorMessage(problem, rules))
        : null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <M.Line $removed={removed} aria-labelledby={`${id}-title`}>
      <M.LineInfo>
        <H id={`${id}-title`}>{line.title}</H>
        <S.Muted>
          {t('products.sku', { sku: line.sku })} ·{' '}
          {t('modifyPage.ordered', { count: line.originalQuantity })}
          {removed
            ? ` · ${t('modifyPage.removed')}`
            : changed
              ? ` · ${t('modifyPage.changed')}`
              : ''}
        </S.Muted>
        {hint && <M.Hint id={`${id}-hint`}>{hint}</M.Hint>}
      </M.LineInfo>
      <M.LineControls>
        <M.Stepper>
          <M.StepButton
            type="button"
            aria-label={t('modifyPage.less', { title: line.title })}
            disabled={
              locked ||
              (line.quantity ?? 0) <= 0 ||
              (onlyOneLeft && (line.quantity ?? 0) <= Math.max(1, rules.minQuantity))
            }
            onClick={() => {
              setTyped(null);
              setTypo(false);
              onStep(-1);
            }}
          >
            −
          </M.StepButton>
          <M.QuantityInput
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('modifyPage.quantityOf', { title: line.title })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            value={shown}
            readOnly={locked}
            onFocus={() => setTyped(shown)}
            onBlur={() => {
              setTyped(null);
              onBlur();
            }}
            onChange={(e) => {
              setTyped(e.target.value);
              const parsed = parseCount(e.target.value);
              setTypo(parsed === 'invalid');
              if (parsed !== 'invalid') onQuantity(parsed);
            }}
          />
          <M.StepButton
            type="button"
            aria-label={t('modifyPage.more', { title: line.title })}
            disabled={locked}
            onClick={() => {
              setTyped(null);
              setTypo(false);
              onStep(1);
            }}
          >
            +
          </M.StepButton>
        </M.Stepper>
        {removed ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            aria-label={t('modifyPage.restoreLabel', { title: line.title })}
            onClick={() => onQuantity(line.originalQuantity)}
          >
            {t('modifyPage.restore')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={locked || onlyOneLeft}
            aria-label={t('modifyPage.removeLabel', { title: line.title })}
            onClick={() => onQuantity(0)}
          >
            {t('modifyPage.remove')}
          </Button>
        )}
      </M.LineControls>
      {error && (
        <M.FieldError id={`${id}-error`} role="alert">
          {error}
        </M.FieldError>
      )}
    </M.Line>
  );
}

function DateField({
  behaviour,
  order,
  pickup,
  lang,
  showProblem,
  onTouched,
}: {
  behaviour: ModifyOrder;
  order: OrderDetail;
  pickup: boolean;
  lang: 'en' | 'es' | 'pt';
  showProblem: boolean;
  onTouched(): void;
}) {
  const { t, message } = useOrderText();
  const form = behaviour.form!;
  const { plant, problems, closed } = behaviour;
  const label = pickup ? t('modifyPage.pickupDate') : t('modifyPage.deliveryDate');
  if (plant.state === 'loading')
    return <M.Hint role="status">{t('modifyPage.calendarLoading')}</M.Hint>;
  const holidays =
    plant.state === 'ready'
      ? new Map(plant.rules.rule.plantHolidays.map((h) => [h.holidayDate, h.name]))
      : new Map<string, string>();
  const today = plant.state === 'ready' ? plant.rules.today : localToday();
  const earliest =
    plant.state === 'ready' ? earliestDate(plant.rules.rule, today) : addDays(today, 1);
  const latest =
    plant.state === 'ready' ? latestDate(today, plant.rules.daySpan) : addDays(today, 365);
  const problem = problems?.date ?? null;
  const error =
    problem && showProblem
      ? message(
          dateProblemMessage(problem, {
            earliest: formatDisplayDate(earliest, lang),
            latest: formatDisplayDate(latest, lang),
          }),
        )
      : null;
  return (
    <M.Field>
      <DatePicker
        label={label}
        lang={lang}
        required
        disabled={closed !== null}
        value={form.requestedDate}
        today={today}
        min={earliest}
        max={latest}
        initialMonth={
          plant.state === 'ready'
            ? firstSelectableDate(plant.rules.rule, today, plant.rules.daySpan)
            : earliest
        }
        isSelectable={(date) =>
          plant.state === 'ready'
            ? isSelectableDate(date, plant.rules.rule, today, plant.rules.daySpan) ||
              date === order.requestedDate
            : true
        }
        unavailableLabel={(date) => {
          const holiday = holidays.get(date);
          return holiday ? t('modifyPage.holiday', { name: holiday }) : t('modifyPage.closedDay');
        }}
        description={
          plant.state === 'ready'
            ? t('modifyPage.dateHint', {
                earliest: formatDisplayDate(earliest, lang),
                latest: formatDisplayDate(latest, lang),
              })
            : t('modifyPage.dateHintServer')
        }
        error={error}
        onChange={(date) => {
          onTouched();
          behaviour.setDate(date);
        }}
      />
    </M.Field>
  );
}

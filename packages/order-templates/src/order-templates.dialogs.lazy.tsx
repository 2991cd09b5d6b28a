import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useKitContext, useKitTranslation, usePortalContainer, usePortalLinks } from '@anp/core';
import type { OrderTemplate } from '@anp/core/services/cart';
import { TEMPLATE_NAME_MAX } from '@anp/rules/cart';
import { ReorderSummaryView } from '@anp/cart/reorder';
import { SaveTemplateDialog } from '@anp/cart/templates';
import { Button } from '@anp/ui';
import { RadioGroup, TextField } from '@anp/ui/fields';
import { Modal } from '@anp/ui/modal';
import { ORDER_TEMPLATES_NS } from './i18n';
import {
  EVERY_DAYS_DEFAULT,
  EVERY_DAYS_MAX,
  EVERY_DAYS_MIN,
  parseEveryDays,
} from './model/order-templates';
import type { OrderTemplatesState } from './use-order-templates';
import * as S from './order-templates.styles';

/** The open dialog of the list (use, rename, delete, remind, the summary, save). */
export function TemplateDialogs({
  state,
  returnFocusRef,
}: {
  state: OrderTemplatesState;
  /** Save's button, where focus goes back after saving. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const dialog = state.dialog;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'save':
      return (
        <SaveTemplateDialog
          accountId={state.account}
          onClose={state.close}
          onSaved={state.saved}
          returnFocusRef={returnFocusRef}
        />
      );
    case 'use':
      return <UseDialog state={state} template={dialog.template} />;
    case 'rename':
      return <RenameDialog state={state} template={dialog.template} />;
    case 'delete':
      return <DeleteDialog state={state} template={dialog.template} />;
    case 'remind':
      return <RemindDialog state={state} template={dialog.template} />;
    case 'summary':
      return <SummaryDialog state={state} summary={dialog.summary} />;
  }
}

type DialogProps = { state: OrderTemplatesState; template: OrderTemplate };

/** A dialog with a form: its submit button, Cancel, and the server's refusal as text. */
function FormDialog({
  state,
  title,
  description,
  confirm,
  danger = false,
  onSubmit,
  initialFocusRef,
  children,
}: {
  state: OrderTemplatesState;
  title: string;
  description?: string;
  confirm: string;
  danger?: boolean;
  /** Resolves with the refusal to show, or null. */
  onSubmit(): Promise<string | null> | string | null;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const container = usePortalContainer();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const refused = await onSubmit();
    setBusy(false);
    if (refused) setFailure(refused);
  };
  return (
    <Modal
      open
      onClose={state.close}
      title={title}
      {...(description ? { description } : {})}
      closeLabel={t('close')}
      container={container}
      {...(initialFocusRef ? { initialFocusRef } : {})}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={state.close}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <S.Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {children}
        {failure && (
          <S.ErrorText role="alert">{t('notice.failed', { reason: failure })}</S.ErrorText>
        )}
      </S.Form>
    </Modal>
  );
}

function UseDialog({ state, template }: DialogProps) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  return (
    <FormDialog
      state={state}
      title={t('use.title', { name: template.name })}
      confirm={t('use.confirm')}
      onSubmit={() => state.apply(template, mode)}
    >
      <RadioGroup
        legend={t('use.legend')}
        value={mode}
        onValueChange={(value) => setMode(value === 'replace' ? 'replace' : 'merge')}
        options={[
          { value: 'merge', label: t('use.merge'), description: t('use.mergeHint') },
          { value: 'replace', label: t('use.replace'), description: t('use.replaceHint') },
        ]}
      />
    </FormDialog>
  );
}

function RenameDialog({ state, template }: DialogProps) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      state={state}
      title={t('rename.title', { name: template.name })}
      confirm={t('rename.confirm')}
      initialFocusRef={ref}
      onSubmit={() => {
        if (name.trim() === '') {
          setError(t('rename.required'));
          ref.current?.focus();
          return null;
        }
        return state.rename(template, name.trim());
      }}
    >
      <TextField
        ref={ref}
        label={t('rename.label')}
        value={name}
        maxLength={TEMPLATE_NAME_MAX}
        required
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

function DeleteDialog({ state, template }: DialogProps) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  return (
    <FormDialog
      state={state}
      title={t('delete.title', { name: template.name })}
      description={t('delete.body')}
      confirm={t('delete.confirm')}
      danger
      onSubmit={() => state.remove(template)}
    />
  );
}

function RemindDialog({ state, template }: DialogProps) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const [days, setDays] = useState(String(EVERY_DAYS_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const limits = { min: EVERY_DAYS_MIN, max: EVERY_DAYS_MAX };
  return (
    <FormDialog
      state={state}
      title={t('remind.title', { name: template.name })}
      confirm={t('remind.confirm')}
      initialFocusRef={ref}
      onSubmit={() => {
        const everyDays = parseEveryDays(days);
        if (everyDays === null) {
          setError(t('remind.invalid', limits));
          ref.current?.focus();
          return null;
        }
        return state.remind(template, everyDays);
      }}
    >
      <TextField
        ref={ref}
        label={t('remind.label')}
        hint={t('remind.hint', limits)}
        inputMode="numeric"
        value={days}
        required
        error={error}
        onChange={(event) => {
          setDays(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

function SummaryDialog({
  state,
  summary,
}: {
  state: OrderTemplatesState;
  summary: Extract<OrderTemplatesState['dialog'], { kind: 'summary' }>['summary'];
}) {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const container = usePortalContainer();
  const { country } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  const cartHref = hrefOf('cart');
  // The summary's view is order again's: the template's name stands where the order's number
  // does; "changed since" (price, pack) is worded for an order, so it is not shown here.
  const shown = { ...summary, orderNumber: summary.name, changed: [] };
  return (
    <Modal
      open
      onClose={state.close}
      title={t('summary.title', { name: summary.name })}
      closeLabel={t('close')}
      container={container}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={state.close}>
            {t('close')}
          </Button>
          <S.CartLink href={cartHref} onClick={(event) => follow(event, cartHref)}>
            {t('summary.goToCart')}
          </S.CartLink>
        </>
      }
    >
      <ReorderSummaryView summary={shown} country={country} />
    </Modal>
  );
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useErrorMessage, useKitTranslation, usePortalContainer } from '@anp/core';
import type { ManagedUser, UserConfigurations } from '@anp/core/services/users';
import { Badge, Button, type BadgeTone } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { USER_MANAGEMENT_NS } from '../i18n';
import {
  EDITOR_STEPS,
  accountProblems,
  basicProblems,
  shipToProblems,
  type EditorStep,
} from '../model/user-editor';
import { USER_EDITOR_NS } from './i18n';
import { stepHasProblems, type UserEditorState } from './use-user-editor';
import type { EmailState } from './use-user-editor-data';
import { AccountsStep, ShipTosStep, useAssociationText } from './user-editor.accounts.view';
import { BasicStep, fieldId } from './user-editor.basic.view';
import { UserHistoryView } from './user-editor.history.view';
import { PermissionsStep, ReviewStep } from './user-editor.permissions.view';
import * as S from './user-editor.styles';

const STATUS_TONE: Record<ManagedUser['status'], BadgeTone> = {
  Active: 'success',
  'In Progress': 'warning',
  Inactive: 'neutral',
};

export interface UserEditorViewProps {
  state: UserEditorState;
  configurations: UserConfigurations;
  email: EmailState;
  headingLevel?: 1 | 2 | 3;
  hrefOf(page: string): string;
  follow(event: MouseEvent, href: string): void;
  /** Shows the history of an existing user (off in some stories). */
  showHistory?: boolean;
}

/** The editor from its state: heading and status, the steps, the current step, save, history. */
export function UserEditorView(props: UserEditorViewProps) {
  const { state, configurations, email, headingLevel = 1 } = props;
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const describe = useErrorMessage();
  const associationText = useAssociationText();
  const container = usePortalContainer();
  const [confirming, setConfirming] = useState<'activate' | 'deactivate' | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const { form, step, user } = state;
  const index = EDITOR_STEPS.indexOf(step);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';

  // A new step takes the focus on its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = true;
  }, [step]);

  // The problems of the current step, for its summary (only once shown).
  const problems: { text: string; target: string }[] = [];
  if (state.shown.has(step)) {
    if (step === 'basic') {
      for (const [field, code] of Object.entries(basicProblems(form))) {
        problems.push({
          text: t(`problem.${code}`, { field: tm(`field.${field}`).toLowerCase() }),
          target: fieldId(field),
        });
      }
      if (email.kind === 'exists')
        problems.push({ text: tm('error.EMAIL_EXISTS'), target: fieldId('email') });
    }
    if (step === 'accounts') {
      for (const p of accountProblems(form))
        problems.push({ text: associationText(p), target: 'user-editor-accounts-chosen' });
    }
    if (step === 'shipTos') {
      for (const p of shipToProblems(form)) {
        const account = form.accounts.find((a) => a.accountId === p.accountId);
        problems.push({
          text: t('problem.NO_SHIP_TO', { name: account?.name ?? p.accountId }),
          target: `user-editor-shipto-${p.accountId}`,
        });
      }
    }
  }
  // A refused Next or Save takes the focus to the summary; typing a fix does not.
  useEffect(() => {
    if (state.attempts > 0) summary.current?.focus();
  }, [state.attempts]);

  const outcome = state.outcome;
  const saveError =
    outcome?.kind === 'saveFailed'
      ? outcome.error.code === 'WRONG_MARKET'
        ? (outcome.error.serverMessage ?? describe(outcome.error))
        : outcome.error.serverCode && tm(`error.${outcome.error.serverCode}`, { defaultValue: '' })
          ? tm(`error.${outcome.error.serverCode}`)
          : describe(outcome.error)
      : null;
  const listHref = props.hrefOf('users');

  return (
    <S.Page aria-labelledby="user-editor-heading">
      <S.Header>
        <S.Heading as={Heading} id="user-editor-heading">
          {user ? t('editHeading', { name }) : t('addHeading')}
        </S.Heading>
        {user && (
          <S.Row>
            <Badge tone={STATUS_TONE[user.status]}>
              {t('status.label', { status: tm(`status.${user.status}`) })}
            </Badge>
            {user.status === 'Active' ? (
              <Button
                variant="danger"
                size="sm"
                disabled={state.changed}
                loading={state.statusBusy}
                onClick={() => setConfirming('deactivate')}
              >
                {t('status.deactivate')}
              </Button>
            ) : (
              <Button
                variant="primary"
                size="sm"
                disabled={state.changed}
                loading={state.statusBusy}
                onClick={() => setConfirming('activate')}
              >
                {t('status.activate')}
              </Button>
            )}
          </S.Row>
        )}
      </S.Header>
      <S.Link href={listHref} onClick={(e) => props.follow(e, listHref)}>
        {t('backToList')}
      </S.Link>
      {user && state.changed && <S.Muted>{t('status.saveFirst')}</S.Muted>}

      <div aria-live="polite">
        {(outcome?.kind === 'created' || outcome?.kind === 'updated') && (
          <S.Notice $tone="success">
            <p>{t(`saved.${outcome.kind}`)}</p>
          </S.Notice>
        )}
        {(outcome?.kind === 'activated' || outcome?.kind === 'deactivated') && (
          <S.Notice $tone="success">
            <p>{t(`status.${outcome.kind}`, { name })}</p>
          </S.Notice>
        )}
      </div>
      {state.warning && (
        <S.Notice $tone="warning" role="status">
          <p>
            <strong>{t('saved.warning')}</strong>
          </p>
          <p>{state.warning.message}</p>
        </S.Notice>
      )}
      {outcome?.kind === 'saveFailed' && (
        <S.Notice $tone="danger" role="alert">
          <p>{t('saved.failed', { reason: saveError })}</p>
          {outcome.error.serverCode === 'VERSION_CONFLICT' && (
            <S.Row>
              <Button size="sm" variant="secondary" onClick={() => void state.reloadLatest()}>
                {t('saved.conflict')}
              </Button>
              <S.Muted>{t('saved.conflictHint')}</S.Muted>
            </S.Row>
          )}
        </S.Notice>
      )}
      {outcome?.kind === 'statusFailed' && (
        <S.Notice $tone="danger" role="alert">
          <p>{t('status.failed', { reason: describe(outcome.error) })}</p>
        </S.Notice>
      )}

      <nav aria-label={t('steps.label')}>
        <S.Steps>
          {EDITOR_STEPS.map((s, i) => {
            // A saved user has every step filled in: only a step with problems is left to do.
            const done =
              (i < index || state.userId !== null) && s !== step && !stepHasProblems(form, s);
            const stateText =
              s === step ? t('steps.current') : done ? t('steps.done') : t('steps.todo');
            return (
              <li key={s}>
                <S.StepButton
                  type="button"
                  $current={s === step}
                  $done={done}
                  aria-current={s === step ? 'step' : undefined}
                  aria-label={`${t('steps.position', { current: i + 1, total: EDITOR_STEPS.length })}: ${t(`steps.${s}`)}, ${stateText}`}
                  onClick={() => state.goTo(s)}
                >
                  {t(`steps.${s}`)}
                </S.StepButton>
              </li>
            );
          })}
        </S.Steps>
      </nav>

      <S.Panel aria-labelledby="user-editor-step">
        <S.SubHeading as={StepHeading} id="user-editor-step" ref={stepHeading} tabIndex={-1}>
          {t('steps.position', { current: index + 1, total: EDITOR_STEPS.length })}:{' '}
          {t(`steps.${step}`)}
        </S.SubHeading>
        {problems.length > 0 && (
          <S.Notice
            $tone="danger"
            ref={summary}
            tabIndex={-1}
            role="group"
            aria-labelledby="user-editor-summary"
          >
            <p id="user-editor-summary">{t('summary', { count: problems.length })}</p>
            <S.ProblemList>
              {problems.map((p, i) => (
                <li key={i}>
                  <S.LinkButton
                    type="button"
                    onClick={() => {
                      const root = summary.current?.getRootNode() as
                        Document | ShadowRoot | undefined;
                      const target = root?.getElementById?.(p.target) ?? null;
                      (target as HTMLElement | null)?.focus();
                    }}
                  >
                    {p.text}
                  </S.LinkButton>
                </li>
              ))}
            </S.ProblemList>
          </S.Notice>
        )}
        {step === 'basic' && (
          <BasicStep
            form={form}
            configurations={configurations}
            showProblems={state.shown.has('basic')}
            email={email}
            ownerHref={(id) => props.hrefOf(`users/edituser/${encodeURIComponent(id)}`)}
            onOwnerClick={props.follow}
            onChange={state.setForm}
          />
        )}
        {step === 'accounts' && <AccountsStep form={form} onChange={state.setForm} />}
        {step === 'shipTos' && (
          <ShipTosStep
            form={form}
            showProblems={state.shown.has('shipTos')}
            onChange={state.setForm}
          />
        )}
        {step === 'permissions' && (
          <PermissionsStep form={form} configurations={configurations} onChange={state.setForm} />
        )}
        {step === 'review' && (
          <ReviewStep form={form} configurations={configurations} onEdit={state.goTo} />
        )}
        <S.Actions>
          <Button variant="secondary" disabled={index === 0} onClick={state.back}>
            {t('back')}
          </Button>
          {step === 'review' ? (
            <Button variant="primary" loading={state.saving} onClick={() => void state.save()}>
              {state.saving ? t('saving') : t('save')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => state.next()}>
              {t('next')}
            </Button>
          )}
        </S.Actions>
      </S.Panel>

      {state.userId !== null && props.showHistory !== false && (
        <UserHistoryView userId={state.userId} />
      )}

      <Modal
        open={confirming !== null}
        container={container ?? undefined}
        onClose={() => setConfirming(null)}
        closeLabel={t('status.close')}
        size="sm"
        title={confirming ? t(`status.${confirming}Title`, { name }) : ''}
        description={confirming ? t(`status.${confirming}Text`) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant={confirming === 'deactivate' ? 'danger' : 'primary'}
              onClick={() => {
                const to = confirming;
                setConfirming(null);
                if (to) void state.setStatus(to);
              }}
            >
              {confirming ? t(`status.${confirming}`) : ''}
            </Button>
          </>
        }
      />
    </S.Page>
  );
}

export type { EditorStep };

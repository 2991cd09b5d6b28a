import type { MouseEvent } from 'react';
import { useKitTranslation } from '@anp/core';
import type { UserConfigurations } from '@anp/core/services/users';
import { Select, TextField } from '@anp/ui/fields';
import { USER_MANAGEMENT_NS } from '../i18n';
import { basicProblems, type BasicField, type EditorForm } from '../model/user-editor';
import { USER_EDITOR_NS } from './i18n';
import type { EmailState } from './use-user-editor-data';
import * as S from './user-editor.styles';

export interface BasicStepProps {
  form: EditorForm;
  configurations: UserConfigurations;
  /** Whether the step's problems are shown (after Next or Save). */
  showProblems: boolean;
  email: EmailState;
  /** The link to the user who has the e-mail. */
  ownerHref(id: string): string;
  onOwnerClick(event: MouseEvent, href: string): void;
  onChange(change: (form: EditorForm) => EditorForm): void;
}

/** The id of a field's control, for the error summary's links. */
export const fieldId = (field: string) => `user-editor-${field}`;

/** Basic info (§2): names, e-mail checked while typing, phones, language, market, type, role, unit. */
export function BasicStep(props: BasicStepProps) {
  const { form, configurations, showProblems, email, onChange } = props;
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const problems = showProblems ? basicProblems(form) : {};
  const errorOf = (field: BasicField) => {
    const code = problems[field];
    return code ? t(`problem.${code}`, { field: tm(`field.${field}`).toLowerCase() }) : null;
  };
  const set =
    <K extends keyof EditorForm>(key: K) =>
    (value: EditorForm[K]) =>
      onChange((f) => ({ ...f, [key]: value }));
  const roles = configurations.roles.filter((r) => r.userTypes.includes(form.userType));
  const owner = email.kind === 'exists' ? email.owner : null;
  const emailError =
    errorOf('email') ?? (email.kind === 'exists' ? tm('error.EMAIL_EXISTS') : null);
  const emailHint =
    email.kind === 'checking'
      ? t('email.checking')
      : email.kind === 'free'
        ? t('email.free')
        : email.kind === 'failed'
          ? t('email.checkFailed')
          : undefined;
  return (
    <S.Grid>
      <TextField
        id={fieldId('firstName')}
        label={tm('field.firstName')}
        required
        autoComplete="off"
        value={form.firstName}
        error={errorOf('firstName')}
        onValueChange={set('firstName')}
      />
      <TextField
        id={fieldId('lastName')}
        label={tm('field.lastName')}
        required
        autoComplete="off"
        value={form.lastName}
        error={errorOf('lastName')}
        onValueChange={set('lastName')}
      />
      <div>
        <TextField
          id={fieldId('email')}
          label={tm('field.email')}
          type="email"
          required
          autoComplete="off"
          value={form.email}
          hint={emailHint}
          error={emailError}
          onValueChange={set('email')}
        />
        <S.LiveText aria-live="polite">{emailHint}</S.LiveText>
        {owner && (
          <S.Link
            href={props.ownerHref(owner.id)}
            onClick={(event) => props.onOwnerClick(event, props.ownerHref(owner.id))}
          >
            {t('email.openOwner', { name: `${owner.firstName} ${owner.lastName}` })}
          </S.Link>
        )}
      </div>
      <TextField
        id={fieldId('phone')}
        label={tm('field.phone')}
        type="tel"
        value={form.phone}
        error={errorOf('phone')}
        onValueChange={set('phone')}
      />
      <TextField
        id={fieldId('mobile')}
        label={tm('field.mobile')}
        type="tel"
        value={form.mobile}
        error={errorOf('mobile')}
        onValueChange={set('mobile')}
      />
      <Select
        id={fieldId('language')}
        label={tm('field.language')}
        value={form.language}
        options={configurations.languages.map((l) => ({ value: l.code, label: l.label }))}
        onValueChange={(v) => onChange((f) => ({ ...f, language: v as EditorForm['language'] }))}
      />
      <Select
        id={fieldId('country')}
        label={tm('field.country')}
        value={form.country}
        options={configurations.markets.map((m) => ({ value: m.code, label: m.label }))}
        onValueChange={set('country')}
      />
      <Select
        id={fieldId('userType')}
        label={tm('field.userType')}
        value={form.userType}
        options={configurations.userTypes.map((u) => ({ value: u.code, label: u.label }))}
        onValueChange={(v) =>
          onChange((f) => ({
            ...f,
            userType: v as EditorForm['userType'],
            // A role of another user type does not follow the change.
            role: configurations.roles.some(
              (r) => r.code === f.role && r.userTypes.includes(v as EditorForm['userType']),
            )
              ? f.role
              : '',
          }))
        }
      />
      <Select
        id={fieldId('role')}
        label={tm('field.role')}
        value={form.role}
        placeholder={t('basic.noRole')}
        options={roles.map((r) => ({ value: r.code, label: r.label }))}
        onValueChange={set('role')}
      />
      <Select
        id={fieldId('businessUnit')}
        label={tm('field.businessUnit')}
        value={form.businessUnit}
        placeholder={t('basic.noBusinessUnit')}
        options={configurations.businessUnits.map((b) => ({ value: b.code, label: b.label }))}
        onValueChange={set('businessUnit')}
      />
    </S.Grid>
  );
}

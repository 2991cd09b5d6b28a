import { MARKET_NAMES, useKitContext, useKitTranslation } from '@anp/core';
import type { UserConfigurations } from '@anp/core/services/users';
import { Button } from '@anp/ui';
import { Checkbox } from '@anp/ui/fields';
import { USER_MANAGEMENT_NS } from '../i18n';
import {
  EDITOR_STEPS,
  draftBody,
  toggleAccountPermission,
  toggleCode,
  type EditorForm,
  type EditorStep,
} from '../model/user-editor';
import { USER_EDITOR_NS } from './i18n';
import * as S from './user-editor.styles';

export interface PermissionsStepProps {
  form: EditorForm;
  configurations: UserConfigurations;
  onChange(change: (form: EditorForm) => EditorForm): void;
}

/** Permissions (§2, §6): groups and named keys of the user; keys per account where perAccount. */
export function PermissionsStep({ form, configurations, onChange }: PermissionsStepProps) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const perAccount = configurations.permissionKeys.filter((k) => k.perAccount);
  return (
    <>
      <S.Muted>{t('permissions.intro')}</S.Muted>
      <S.Fieldset>
        <legend>{t('permissions.groups')}</legend>
        {configurations.permissionGroups.map((g) => (
          <Checkbox
            key={g.code}
            label={g.label}
            hint={g.description}
            checked={form.groups.includes(g.code)}
            onCheckedChange={(on) =>
              onChange((f) => ({ ...f, groups: toggleCode(f.groups, g.code, on) }))
            }
          />
        ))}
      </S.Fieldset>
      <S.Fieldset>
        <legend>{t('permissions.keys')}</legend>
        {configurations.permissionKeys.map((k) => (
          <Checkbox
            key={k.code}
            label={k.label}
            hint={k.description}
            checked={form.permissions.includes(k.code)}
            onCheckedChange={(on) =>
              onChange((f) => ({ ...f, permissions: toggleCode(f.permissions, k.code, on) }))
            }
          />
        ))}
      </S.Fieldset>
      {perAccount.length > 0 && form.accounts.length > 0 && (
        <>
          <S.SmallHeading>{t('permissions.perAccount')}</S.SmallHeading>
          <S.Muted>{t('permissions.perAccountIntro')}</S.Muted>
          {form.accounts.map((a) => {
            const granted =
              form.accountPermissions.find((p) => p.accountId === a.accountId)?.permissions ?? [];
            return (
              <S.Fieldset key={a.accountId}>
                <legend>
                  {t('permissions.onAccount', { name: `${a.name} (${a.soldToCode})` })}
                </legend>
                {perAccount.map((k) => (
                  <Checkbox
                    key={k.code}
                    label={k.label}
                    checked={granted.includes(k.code)}
                    onCheckedChange={(on) =>
                      onChange((f) => toggleAccountPermission(f, a.accountId, k.code, on))
                    }
                  />
                ))}
              </S.Fieldset>
            );
          })}
        </>
      )}
    </>
  );
}

export interface ReviewStepProps {
  form: EditorForm;
  configurations: UserConfigurations;
  onEdit(step: EditorStep): void;
}

/** Review (§2): everything on one page, an Edit link back to each step. */
export function ReviewStep({ form, configurations, onEdit }: ReviewStepProps) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const { lang } = useKitContext();
  const body = draftBody(form);
  const none = tm('none');
  const labelOf = (list: readonly { code: string; label: string }[], code: string | null) =>
    code === null ? none : (list.find((x) => x.code === code)?.label ?? code);
  const market = MARKET_NAMES[form.country]?.[lang] ?? form.country;
  const section = (step: EditorStep, content: React.ReactNode) => (
    <S.Panel aria-labelledby={`user-editor-review-${step}`}>
      <S.Header>
        <S.SmallHeading id={`user-editor-review-${step}`}>{t(`steps.${step}`)}</S.SmallHeading>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('review.editStep', { step: t(`steps.${step}`) })}
          onClick={() => onEdit(step)}
        >
          {t('review.edit')}
        </Button>
      </S.Header>
      {content}
    </S.Panel>
  );
  const chosenShipTos = (accountId: string) => {
    const choice = body.shipTos.find((s) => s.accountId === accountId);
    return !choice || choice.allShipTos
      ? t('review.allShipTos')
      : t('review.someShipTos', { count: choice.shipToIds.length });
  };
  const keysOn = (accountId: string) =>
    body.accountPermissions.find((p) => p.accountId === accountId)?.permissions ?? [];
  const labelsOf = (list: readonly { code: string; label: string }[], codes: readonly string[]) =>
    codes.length === 0 ? none : codes.map((c) => labelOf(list, c)).join(', ');
  return (
    <>
      <S.Muted>{t('review.intro')}</S.Muted>
      {section(
        'basic',
        <S.Facts>
          <dt>{tm('field.name')}</dt>
          <dd>{`${body.firstName} ${body.lastName}`}</dd>
          <dt>{tm('field.email')}</dt>
          <dd>{body.email || none}</dd>
          <dt>{tm('field.phone')}</dt>
          <dd>{body.phone ?? none}</dd>
          <dt>{tm('field.mobile')}</dt>
          <dd>{body.mobile ?? none}</dd>
          <dt>{tm('field.language')}</dt>
          <dd>{labelOf(configurations.languages, body.language)}</dd>
          <dt>{tm('field.country')}</dt>
          <dd>{market}</dd>
          <dt>{tm('field.userType')}</dt>
          <dd>{labelOf(configurations.userTypes, body.userType)}</dd>
          <dt>{tm('field.role')}</dt>
          <dd>{labelOf(configurations.roles, body.role)}</dd>
          <dt>{tm('field.businessUnit')}</dt>
          <dd>{labelOf(configurations.businessUnits, body.businessUnit)}</dd>
        </S.Facts>,
      )}
      {section(
        'accounts',
        form.accounts.length === 0 ? (
          <S.Muted>{t('accounts.noneChosen')}</S.Muted>
        ) : (
          <S.List>
            {form.accounts.map((a) => (
              <li key={a.accountId}>
                {`${a.name} (${a.soldToCode})${a.isPrimary ? ` ${t('review.primary')}` : ''}`}
              </li>
            ))}
          </S.List>
        ),
      )}
      {section(
        'shipTos',
        form.accounts.length === 0 ? (
          <S.Muted>{none}</S.Muted>
        ) : (
          <S.Facts>
            {form.accounts.map((a) => (
              <div key={a.accountId} style={{ display: 'contents' }}>
                <dt>{a.name}</dt>
                <dd>{chosenShipTos(a.accountId)}</dd>
              </div>
            ))}
          </S.Facts>
        ),
      )}
      {section(
        'permissions',
        <S.Facts>
          <dt>{t('permissions.groups')}</dt>
          <dd>{labelsOf(configurations.permissionGroups, body.groups)}</dd>
          <dt>{t('permissions.keys')}</dt>
          <dd>{labelsOf(configurations.permissionKeys, body.permissions)}</dd>
          {form.accounts
            .filter((a) => keysOn(a.accountId).length > 0)
            .map((a) => (
              <div key={a.accountId} style={{ display: 'contents' }}>
                <dt>{t('permissions.onAccount', { name: a.name })}</dt>
                <dd>{labelsOf(configurations.permissionKeys, keysOn(a.accountId))}</dd>
              </div>
            ))}
        </S.Facts>,
      )}
    </>
  );
}

export { EDITOR_STEPS };

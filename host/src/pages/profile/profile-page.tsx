import { LoadFailed } from '../load-failed';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  LANGUAGES,
  SHELL_KEYS,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useSelectedAccount,
  useShellApi,
  useUserContext,
  type Language,
  type PortalError,
  type UserProfile,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { PROFILE_NS } from './i18n';
import { OwnAccessPanel } from './own-access';
import { RemindersPanel } from './reminders';
import { pathInLanguage, preferredLanguage, statusKey, userTypeKey } from './model/profile-rules';
import {
  Actions,
  Centered,
  Choice,
  Choices,
  Details,
  ErrorText,
  Hint,
  Page,
  Panel,
  StatusText,
} from './profile.styles';

/** SWR key of GET users/me; the profile page is its only reader. */
const PROFILE_KEY = 'anp:users/me';

/**
 * The user's profile (shell-and-admin.md §3 User profile, §7 GET users/me): read-only details, the
 * user's own accounts and permissions (GET users/userdetails) and the language preference, saved
 * with PUT users/me.
 */
export function ProfilePage() {
  const shell = useShellApi();
  const me = useSWR<UserProfile, PortalError>(
    PROFILE_KEY,
    () => shell.me({ publishErrors: false }),
    {
      revalidateOnFocus: false,
    },
  );
  if (!me.data) {
    if (me.error) return <ProfileFailed error={me.error} onRetry={() => void me.mutate()} />;
    return <ProfileLoading />;
  }
  return <ProfileView profile={me.data} />;
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const { t } = useKitTranslation(PROFILE_NS);
  const titleId = useId();
  const detailsId = useId();
  const account = useSelectedAccount({ details: true }).account;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const userType = userTypeKey(profile.userType);
  const status = statusKey(profile.status);
  const rows: [string, string][] = [
    [t('fields.name'), name || t('notProvided')],
    [t('fields.email'), profile.email],
    [t('fields.phone'), profile.phone || t('notProvided')],
    [t('fields.mobile'), profile.mobile || t('notProvided')],
    [t('fields.userType'), userType ? t(`userTypes.${userType}`) : profile.userType],
    [t('fields.roles'), profile.roles.length > 0 ? profile.roles.join(', ') : t('noRoles')],
    [t('fields.status'), status ? t(`statuses.${status}`) : profile.status],
    [
      t('fields.account'),
      account
        ? t('accountValue', { name: account.fullname, code: account.soldToCode })
        : t('noAccount'),
    ],
    [t('fields.locale'), profile.locale],
    [t('fields.currency'), profile.currency],
    [t('fields.timeZone'), profile.timeZone],
  ];
  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <Panel aria-labelledby={detailsId}>
        <h2 id={detailsId}>{t('details')}</h2>
        <Details>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Details>
      </Panel>
      <OwnAccessPanel />
      <RemindersPanel />
      <LanguageForm profile={profile} />
    </Page>
  );
}

type Outcome =
  { kind: 'saved'; notOffered: Language | null } | { kind: 'failed'; error: PortalError } | null;

/**
 * The language preference. Saving sends PUT users/me; on success the page moves to the same path
 * in the chosen language when the market's pages exist in it (docs/decisions.md), and on failure
 * the choice stays selected so nothing is lost.
 */
function LanguageForm({ profile }: { profile: UserProfile }) {
  const { t } = useKitTranslation(PROFILE_NS);
  const describe = useErrorMessage();
  const shell = useShellApi();
  const { country, lang: pageLanguage } = useKitContext();
  const context = useUserContext();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Language>(() => preferredLanguage(profile));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingId = useId();
  const hintId = useId();
  const name = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const language = choice;
    setSaving(true);
    setOutcome(null);
    try {
      const updated = await shell.updateLanguage(language, { publishErrors: false });
      void mutate(PROFILE_KEY, updated, { revalidate: false });
      // The context carries the user's profile too (header, navigation).
      void context.mutate();
      const target = pathInLanguage(location, language, pageLanguage);
      let offered = true;
      if (target !== null) {
        // Only move to pages that exist: the market's configuration answers per language.
        try {
          const config = await shell.marketConfig(country, language, { publishErrors: false });
          void mutate([SHELL_KEYS.marketConfig, country, language], config, { revalidate: false });
        } catch {
          offered = false;
        }
      }
      setOutcome({ kind: 'saved', notOffered: offered ? null : language });
      if (target !== null && offered) navigate(target);
    } catch (error) {
      setOutcome({ kind: 'failed', error: toPortalError(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('language.heading')}</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset aria-describedby={hintId}>
          <legend>{t('language.legend')}</legend>
          <Hint id={hintId}>{t('language.hint')}</Hint>
          <Choices>
            {LANGUAGES.map((language) => (
              <Choice key={language}>
                <input
                  type="radio"
                  name={name}
                  value={language}
                  checked={choice === language}
                  onChange={() => setChoice(language)}
                />
                <span lang={language}>{t(`languages.${language}`)}</span>
              </Choice>
            ))}
          </Choices>
        </fieldset>
        <Actions>
          <Button type="submit" loading={saving}>
            {t('language.save')}
          </Button>
          <StatusText role="status">
            {outcome?.kind === 'saved' &&
              (outcome.notOffered
                ? t('language.savedNotOffered', { language: t(`languages.${outcome.notOffered}`) })
                : t('language.saved'))}
          </StatusText>
        </Actions>
      </form>
      {outcome?.kind === 'failed' && (
        <ErrorText role="alert">
          {t('language.failed', {
            reason: describe(outcome.error),
          })}
        </ErrorText>
      )}
    </Panel>
  );
}

function ProfileLoading() {
  const { t } = useKitTranslation(PROFILE_NS);
  return (
    <Centered aria-busy="true">
      <Spinner size="lg" label={t('loading')} />
    </Centered>
  );
}

function ProfileFailed(props: { error: PortalError; onRetry: () => void }) {
  const { t } = useKitTranslation(PROFILE_NS);
  const describe = useErrorMessage();
  return (
    <LoadFailed
      title={t('failedTitle')}
      message={t('failed', { reason: describe(props.error) })}
      retryLabel={t('retry')}
      onRetry={props.onRetry}
    />
  );
}

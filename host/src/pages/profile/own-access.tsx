import { useId } from 'react';
import useSWR from 'swr';
import { useErrorMessage, useKitContext, useKitTranslation, type PortalError } from '@anp/core';
import {
  useUsersApi,
  type AccountLink,
  type OwnUserDetails,
  type PermissionOption,
} from '@anp/core/services/users';
import { Badge, Button, Spinner } from '@anp/ui';
import { PROFILE_NS } from './i18n';
import { AccessList, ErrorText, Hint, Panel } from './profile.styles';

/** SWR key of GET users/userdetails; the profile page is its only reader. */
const OWN_DETAILS_KEY = 'anp:users/userdetails';

/**
 * The user's own accounts and permissions, read-only (issue 15 "Around it"; shell-and-admin.md
 * §3 User profile groups, permissions and accounts, §7 GET users/userdetails): the linked
 * accounts with the primary one marked, the permission groups and the named keys, labelled in
 * the page's language by the server.
 */
export function OwnAccessPanel() {
  const { t } = useKitTranslation(PROFILE_NS);
  const describe = useErrorMessage();
  const users = useUsersApi();
  const { lang } = useKitContext();
  const headingId = useId();
  const details = useSWR<OwnUserDetails, PortalError>(
    [OWN_DETAILS_KEY, lang],
    () => users.ownDetails(lang, { publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  let body;
  if (details.data) body = <AccessLists details={details.data} />;
  else if (details.error)
    body =
      details.error.status === 403 ? (
        <p>{t('access.unavailable')}</p>
      ) : (
        <>
          <ErrorText role="alert">
            {t('access.failed', { reason: describe(details.error) })}
          </ErrorText>
          <div>
            <Button variant="secondary" onClick={() => void details.mutate()}>
              {t('retry')}
            </Button>
          </div>
        </>
      );
  else body = <Spinner label={t('access.loading')} />;

  return (
    <Panel aria-labelledby={headingId} aria-busy={!details.data && !details.error}>
      <h2 id={headingId}>{t('access.heading')}</h2>
      <Hint>{t('access.hint')}</Hint>
      {body}
    </Panel>
  );
}

function AccessLists({ details }: { details: OwnUserDetails }) {
  const { t } = useKitTranslation(PROFILE_NS);
  const accountsId = useId();
  const groupsId = useId();
  const keysId = useId();
  // The primary account first, then by name.
  const accounts = [...details.accounts].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name),
  );
  return (
    <>
      <h3 id={accountsId}>{t('access.accounts')}</h3>
      {accounts.length === 0 ? (
        <p>{t('access.noAccounts')}</p>
      ) : (
        <AccessList aria-labelledby={accountsId}>
          {accounts.map((account) => (
            <AccountItem key={account.accountId} account={account} />
          ))}
        </AccessList>
      )}
      <h3 id={groupsId}>{t('access.groups')}</h3>
      <Options labelledBy={groupsId} options={details.groups} empty={t('access.noGroups')} />
      <h3 id={keysId}>{t('access.keys')}</h3>
      <Options labelledBy={keysId} options={details.permissions} empty={t('access.noKeys')} />
    </>
  );
}

function AccountItem({ account }: { account: AccountLink }) {
  const { t } = useKitTranslation(PROFILE_NS);
  return (
    <li>
      <span>
        {t('accountValue', { name: account.name, code: account.soldToCode })}{' '}
        {account.isPrimary && <Badge tone="primary">{t('access.primary')}</Badge>}
      </span>
      <small>{t(`access.kinds.${account.kind}`)}</small>
    </li>
  );
}

function Options(props: { labelledBy: string; options: PermissionOption[]; empty: string }) {
  if (props.options.length === 0) return <p>{props.empty}</p>;
  return (
    <AccessList aria-labelledby={props.labelledBy}>
      {props.options.map((option) => (
        <li key={option.code}>
          <span>{option.label}</span>
          {option.description && <small>{option.description}</small>}
        </li>
      ))}
    </AccessList>
  );
}

import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  errorMessage,
  formatNumber,
  useKitTranslation,
  type Account,
  type PortalError,
  type Region,
} from '@anp/core';
import { Spinner, focusableWithin, getActiveElement } from '@anp/ui';
import { AccountRow } from './account-row';
import * as S from './account-selector.styles';
import { NS } from './i18n';
import type { PickerMode } from './model/picker';

export interface AccountSelectorViewProps {
  variant: 'dropdown' | 'panel';
  country: string;
  status: 'loading' | 'error' | 'ready';
  contextError: PortalError | null;
  onRetryContext(): void;
  account: Account | null;
  labelOf(account: Account): string;
  /** The accordion's regions; null when there is at most one region. */
  regions: Region[] | null;
  region: string | null;
  onChooseRegion(region: string): void;
  mode: PickerMode | null;
  accounts: Account[];
  total: number | null;
  loading: boolean;
  listError: PortalError | null;
  onRetryList(): void;
  hasMore: boolean;
  onLoadMore(): void;
  /** The search the listing answers (for "no match"). */
  searchTerm: string;
  onChoose(account: Account): void;
  /** The account being switched to; choices wait meanwhile. */
  pending: Account | null;
  switchError: PortalError | null;
  /** The searchable flyout, rendered by the container (loaded on demand). */
  flyout: ReactNode;
  open: boolean;
  onToggle(): void;
  triggerRef?: RefObject<HTMLButtonElement | null>;
  popoverRef?: RefObject<HTMLDivElement | null>;
  onPopoverKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

/** The error catalogue's words live in the core namespace. */
function useReason() {
  const { t } = useKitTranslation('core');
  return (error: PortalError) =>
    errorMessage(error, (key, values) => t(key, values ?? {})) || t('errors.unknown');
}

/**
 * The account selector (shell-and-admin.md §2): a header button opening a popover (`dropdown`),
 * or the same content inline (`panel`, the mobile navigation drawer). The content: the region
 * accordion when there are several regions, then the accounts as a plain list (at most 5, no
 * search) or the searchable flyout, the count shown, Load more, and any failure with a retry.
 */
export function AccountSelectorView({
  triggerRef,
  popoverRef,
  onPopoverKeyDown,
  ...props
}: AccountSelectorViewProps) {
  const { t } = useKitTranslation(NS);
  const reason = useReason();
  const popoverId = useId();
  const { variant, account, labelOf } = props;
  const current = account ? labelOf(account) : t('selectAccount');

  if (props.status !== 'ready') {
    return (
      <S.Root $panel={variant === 'panel'}>
        {props.status === 'loading' ? (
          <S.Status>
            <Spinner size="sm" label={t('loading')} />
          </S.Status>
        ) : (
          <S.Problem role="alert">
            <p>
              {t('contextFailed')} {props.contextError ? reason(props.contextError) : ''}
            </p>
            <S.TouchButton size="sm" variant="secondary" onClick={props.onRetryContext}>
              {t('retry')}
            </S.TouchButton>
          </S.Problem>
        )}
      </S.Root>
    );
  }

  if (variant === 'panel') {
    return (
      <S.Root $panel>
        <S.Panel aria-labelledby={`${popoverId}-h`}>
          <S.PanelHeading id={`${popoverId}-h`}>{t('account')}</S.PanelHeading>
          <S.Current>{current}</S.Current>
          <PickerBody {...props} />
        </S.Panel>
      </S.Root>
    );
  }

  return (
    <S.Root $panel={false} onKeyDown={onPopoverKeyDown}>
      <S.Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={props.open}
        aria-controls={props.open ? popoverId : undefined}
        onClick={props.onToggle}
      >
        <S.TriggerText>
          <S.Caption>{t('account')}</S.Caption>
          <S.Ellipsis title={current}>{current}</S.Ellipsis>
        </S.TriggerText>
        <S.Chevron $open={props.open} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </S.Chevron>
      </S.Trigger>
      {props.open && (
        <S.Popover id={popoverId} ref={popoverRef} role="dialog" aria-label={t('dialog')}>
          <PickerBody {...props} />
        </S.Popover>
      )}
    </S.Root>
  );
}

type BodyProps = Omit<AccountSelectorViewProps, 'triggerRef' | 'popoverRef' | 'onPopoverKeyDown'>;

function PickerBody(props: BodyProps) {
  const { t } = useKitTranslation(NS);
  const reason = useReason();
  const { accounts, total, loading, listError, mode, pending, country } = props;
  const shown = formatNumber(accounts.length, country, 0);
  const all = total === null ? null : formatNumber(total, country, 0);
  const term = props.searchTerm.trim();
  return (
    <S.Stack>
      {props.regions && (
        <RegionAccordion
          regions={props.regions}
          region={props.region}
          onChoose={props.onChooseRegion}
          disabled={pending !== null}
        />
      )}
      {mode === 'flyout' && props.flyout}
      {mode === 'list' && accounts.length > 0 && (
        <PlainAccountList
          autoFocus={props.variant === 'dropdown'}
          accounts={accounts}
          currentId={props.account?.id ?? null}
          labelOf={props.labelOf}
          onChoose={props.onChoose}
          pending={pending !== null}
        />
      )}
      {/* One polite live region: counts, loading and "no match" are announced as they change. */}
      <S.Status role="status">
        {loading ? (
          <>
            <Spinner size="sm" />
            {t('loading')}
          </>
        ) : listError ? null : total === 0 ? (
          term ? (
            t('noMatch', { term })
          ) : (
            t('noAccounts')
          )
        ) : all !== null && mode === 'flyout' ? (
          t('showing', { shown, total: all })
        ) : null}
      </S.Status>
      {listError && (
        <S.Problem role="alert">
          <p>{t('listFailed', { reason: reason(listError) })}</p>
          <S.TouchButton size="sm" variant="secondary" onClick={props.onRetryList}>
            {t('retry')}
          </S.TouchButton>
        </S.Problem>
      )}
      {props.hasMore && !listError && (
        <S.TouchButton variant="secondary" size="sm" onClick={props.onLoadMore}>
          {t('loadMore')}
        </S.TouchButton>
      )}
      {pending && (
        <S.Status role="status">
          <Spinner size="sm" />
          {t('switching', { account: props.labelOf(pending) })}
        </S.Status>
      )}
      {props.switchError && (
        <S.Problem role="alert">
          <p>{t('switchFailed', { reason: reason(props.switchError) })}</p>
        </S.Problem>
      )}
    </S.Stack>
  );
}

interface PlainAccountListProps {
  /** In the dropdown, focus moves to the current account (or the first) when the list appears. */
  autoFocus: boolean;
  accounts: Account[];
  currentId: string | null;
  labelOf(account: Account): string;
  onChoose(account: Account): void;
  pending: boolean;
}

/** At most 5 accounts and no search (shell-and-admin.md §2): buttons, arrows move between them. */
function PlainAccountList(props: PlainAccountListProps) {
  const { t } = useKitTranslation(NS);
  const listRef = useRef<HTMLUListElement | null>(null);
  const { autoFocus } = props;
  useEffect(() => {
    const list = listRef.current;
    if (!autoFocus || !list) return;
    (list.querySelector<HTMLElement>('[aria-current="true"]') ?? focusableWithin(list)[0])?.focus();
  }, [autoFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const buttons = focusableWithin(list);
    const at = buttons.indexOf(getActiveElement(list) as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? Math.min(at + 1, buttons.length - 1)
        : event.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <S.PlainList ref={listRef} aria-label={t('accounts')} onKeyDown={onKeyDown}>
      {props.accounts.map((account) => {
        const current = account.id === props.currentId;
        return (
          <li key={account.id}>
            <S.RowButton
              type="button"
              $current={current}
              aria-current={current || undefined}
              aria-disabled={props.pending || undefined}
              onClick={() => {
                if (!props.pending) props.onChoose(account);
              }}
            >
              <AccountRow
                account={account}
                label={props.labelOf(account)}
                current={current}
                t={t}
              />
            </S.RowButton>
          </li>
        );
      })}
    </S.PlainList>
  );
}

interface RegionAccordionProps {
  regions: Region[];
  region: string | null;
  onChoose(region: string): void;
  disabled: boolean;
}

/** The region (country) accordion (shell-and-admin.md §2): choosing a region switches to it. */
function RegionAccordion({ regions, region, onChoose, disabled }: RegionAccordionProps) {
  const { t } = useKitTranslation(NS);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const name = regions.find((r) => r.shortname === region)?.fullname;
  return (
    <div>
      <S.Disclosure
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        <span>{name ? t('regionValue', { region: name }) : t('chooseRegion')}</span>
        <S.Chevron $open={expanded} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </S.Chevron>
      </S.Disclosure>
      <S.RegionList id={listId} aria-label={t('regions')} hidden={!expanded}>
        {regions.map((r) => {
          const current = r.shortname === region;
          return (
            <li key={r.shortname}>
              <S.RowButton
                type="button"
                $current={current}
                aria-current={current || undefined}
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (disabled) return;
                  if (current) setExpanded(false);
                  else onChoose(r.shortname);
                }}
              >
                <S.Check $shown={current} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="M3 8.5l3.2 3L13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </S.Check>
                <S.Label>{r.fullname}</S.Label>
              </S.RowButton>
            </li>
          );
        })}
      </S.RegionList>
    </div>
  );
}

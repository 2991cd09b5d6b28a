import {
  lazy,
  Suspense,
  useEffect,
  useId,
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
import { Spinner } from '@anp/ui';
import type { DropdownPopover as Dropdown } from './account-selector.dropdown.lazy';
import { PlainAccountList } from './account-selector.accounts.view';
import { RegionAccordion } from './account-selector.regions.view';
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

/**
 * The dropdown's popover (top layer, Floating UI placement) loads once the button has rendered:
 * it is not part of the element's start, and is there by the time the button is pressed.
 */
let dropdown: typeof Dropdown | null = null;
const loadDropdown = () =>
  import('./account-selector.dropdown.lazy').then((m) => (dropdown = m.DropdownPopover));
type DropdownModule = { default: typeof Dropdown };
const DropdownPopover = lazy(
  // Loaded already (the usual case): a thenable that resolves at once, so opening never waits.
  () => {
    const ready = dropdown;
    return (
      ready
        ? { then: (resolve: (module: DropdownModule) => void) => resolve({ default: ready }) }
        : loadDropdown().then((component) => ({ default: component }))
    ) as Promise<DropdownModule>;
  },
);

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
  useEffect(() => {
    if (props.variant === 'dropdown') void loadDropdown();
  }, [props.variant]);
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
        <S.Panel part="panel" aria-labelledby={`${popoverId}-h`}>
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
        part="account-button"
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
        <Suspense fallback={null}>
          <DropdownPopover
            id={popoverId}
            label={t('dialog')}
            popoverRef={popoverRef}
            triggerRef={triggerRef}
            onDismiss={props.onToggle}
          >
            <PickerBody {...props} />
          </DropdownPopover>
        </Suspense>
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

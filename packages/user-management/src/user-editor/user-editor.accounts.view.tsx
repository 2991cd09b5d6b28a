import { useState } from 'react';
import {
  addAccount,
  removeAccount,
  useKitContext,
  withPrimary,
  wrongMarketMessage,
  useKitTranslation,
  MARKET_NAMES,
  type AssociationProblem,
  type PortalError,
} from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import type { AccountKind, AccountOption } from '@anp/core/services/users';
import { Badge, Button, Spinner } from '@anp/ui';
import { Checkbox, RadioGroup, SearchField, Select } from '@anp/ui/fields';
import { USER_MANAGEMENT_NS } from '../i18n';
import { Pager, rangeOf } from '../pager.view';
import {
  isAdminForm,
  setShipToMode,
  shipToProblems,
  toggleShipTo,
  type ChosenAccountInfo,
  type EditorForm,
} from '../model/user-editor';
import { USER_EDITOR_NS } from './i18n';
import {
  ACCOUNT_PAGE_SIZE,
  SHIP_TO_PAGE_SIZE,
  TYPING_PAUSE_MS,
  useAccountOptions,
  useShipToOptions,
} from './use-user-editor-data';
import * as S from './user-editor.styles';

const KINDS: readonly AccountKind[] = ['customer', 'internal', 'pork'];

/** The words of an association problem (§5), the market's in the page's language. */
export function useAssociationText() {
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const { lang } = useKitContext();
  return (problem: AssociationProblem) =>
    problem.code === 'WRONG_MARKET'
      ? wrongMarketMessage(problem.market, lang)
      : tm(`error.${problem.code}`, { defaultValue: tm('error.DUPLICATE_ASSOCIATION') });
}

const marketName = (market: string, lang: string) =>
  MARKET_NAMES[market]?.[lang as 'en'] ?? MARKET_NAMES[market]?.en ?? market;

export interface AccountsStepProps {
  form: EditorForm;
  onChange(change: (form: EditorForm) => EditorForm): void;
}

/**
 * Accounts (§2, §3, §5): the paged account list with search (offset, total count, result count,
 * search text) and kind, the chosen accounts with one primary. A duplicate is said at once; no
 * selection and another market's primary are the step's problems, in the editor's summary.
 */
export function AccountsStep({ form, onChange }: AccountsStepProps) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { lang } = useKitContext();
  const describe = useAssociationText();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<AccountKind | ''>('');
  // The primary account must be of the user's market (§5): the list starts with that market's
  // accounts; "All markets" shows the others for secondary links.
  const [market, setMarket] = useState(form.country);
  const [offset, setOffset] = useState(0);
  const [duplicate, setDuplicate] = useState<AssociationProblem | null>(null);
  const term = useDebouncedValue(search.trim(), TYPING_PAUSE_MS, (v) => v === '');
  const options = useAccountOptions(term, kind, offset, market);
  const page = options.data;

  const add = (option: AccountOption) => {
    const result = addAccount(form.accounts, option.accountId);
    setDuplicate(result.problem);
    if (result.problem) return;
    const info: ChosenAccountInfo = {
      accountId: option.accountId,
      soldToCode: option.soldToCode,
      name: option.name,
      country: option.country,
      kind: option.kind,
      isPrimary: result.accounts.find((a) => a.accountId === option.accountId)?.isPrimary ?? false,
    };
    onChange((f) => ({ ...f, accounts: [...f.accounts, info] }));
  };
  const remove = (accountId: string) => {
    setDuplicate(null);
    onChange((f) => {
      const marks = removeAccount(f.accounts, accountId);
      return {
        ...f,
        accounts: marks.map((m) => ({
          ...(f.accounts.find((a) => a.accountId === m.accountId) as ChosenAccountInfo),
          isPrimary: m.isPrimary,
        })),
      };
    });
  };
  const makePrimary = (accountId: string) => {
    setDuplicate(null);
    onChange((f) => {
      const marks = withPrimary(f.accounts, accountId);
      return {
        ...f,
        accounts: f.accounts.map((a, i) => ({ ...a, isPrimary: marks[i]!.isPrimary })),
      };
    });
  };
  const rangeText = page ? t('accounts.range', rangeOf(page)) : null;

  return (
    <>
      <S.Muted>
        {t('accounts.intro')} {isAdminForm(form) ? t('accounts.adminHint') : null}
      </S.Muted>
      {duplicate && (
        <S.Notice $tone="danger" role="alert">
          <p>{describe(duplicate)}</p>
        </S.Notice>
      )}
      <S.Fieldset id="user-editor-accounts-chosen" tabIndex={-1}>
        <legend>{t('accounts.chosen')}</legend>
        {form.accounts.length === 0 ? (
          <S.Muted>{t('accounts.noneChosen')}</S.Muted>
        ) : (
          <S.List>
            {form.accounts.map((a) => (
              <S.Item key={a.accountId}>
                <S.ItemText>
                  <span>
                    {a.name} ({a.soldToCode}){' '}
                    {a.isPrimary && <Badge tone="primary">{t('accounts.primary')}</Badge>}
                  </span>
                  <small>
                    {t(`accounts.kinds.${a.kind}`)} ·{' '}
                    {t('accounts.market', { market: marketName(a.country, lang) })}
                  </small>
                </S.ItemText>
                <S.Row>
                  {!a.isPrimary && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('accounts.makePrimaryNamed', { name: a.name })}
                      onClick={() => makePrimary(a.accountId)}
                    >
                      {t('accounts.makePrimary')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('accounts.removeNamed', { name: a.name })}
                    onClick={() => remove(a.accountId)}
                  >
                    {t('accounts.remove')}
                  </Button>
                </S.Row>
              </S.Item>
            ))}
          </S.List>
        )}
      </S.Fieldset>
      <S.Grid>
        <SearchField
          label={t('accounts.search')}
          hint={t('accounts.searchHint')}
          value={search}
          resultText={rangeText}
          onValueChange={(v) => {
            setSearch(v);
            setOffset(0);
          }}
        />
        <Select
          label={t('accounts.kind')}
          value={kind}
          placeholder={t('accounts.allKinds')}
          options={KINDS.map((k) => ({ value: k, label: t(`accounts.kinds.${k}`) }))}
          onValueChange={(v) => {
            setKind(v as AccountKind | '');
            setOffset(0);
          }}
        />
        <Select
          label={t('accounts.marketFilter')}
          value={market}
          placeholder={t('accounts.allMarkets')}
          options={Object.entries(MARKET_NAMES).map(([code, names]) => ({
            value: code,
            label: names[lang as 'en'] ?? names.en,
          }))}
          onValueChange={(v) => {
            setMarket(v);
            setOffset(0);
          }}
        />
      </S.Grid>
      <S.SmallHeading as="h3">{t('accounts.results')}</S.SmallHeading>
      <OptionsLoading options={options} failed="accounts.loadFailed" />
      {page && page.resultCount === 0 && (
        <S.Muted>
          {term ? t('accounts.noResults', { search: term }) : t('accounts.noAccounts')}
        </S.Muted>
      )}
      {page && page.resultCount > 0 && (
        <S.List aria-busy={options.isValidating}>
          {page.accounts.map((option) => {
            const chosen = form.accounts.some((a) => a.accountId === option.accountId);
            return (
              <S.Item key={option.accountId}>
                <S.ItemText>
                  <span>
                    {option.name} ({option.soldToCode})
                  </span>
                  <small>
                    {t(`accounts.kinds.${option.kind}`)} ·{' '}
                    {t('accounts.market', { market: marketName(option.country, lang) })} ·{' '}
                    {t('accounts.shipToCount', { count: option.shipToCount })}
                  </small>
                </S.ItemText>
                <Button
                  size="sm"
                  variant={chosen ? 'ghost' : 'secondary'}
                  aria-label={t(chosen ? 'accounts.addedNamed' : 'accounts.addNamed', {
                    name: option.name,
                  })}
                  onClick={() => add(option)}
                >
                  {chosen ? t('accounts.added') : t('accounts.add')}
                </Button>
              </S.Item>
            );
          })}
        </S.List>
      )}
      {page && rangeText && (
        <Pager
          offset={offset}
          pageSize={ACCOUNT_PAGE_SIZE}
          totalCount={page.totalCount}
          rangeText={rangeText}
          previousLabel={t('accounts.previous')}
          nextLabel={t('accounts.nextPage')}
          onOffsetChange={setOffset}
        />
      )}
    </>
  );
}

/** Until a page of options arrives: a spinner, or why it failed and Retry. */
function OptionsLoading({
  options,
  failed,
}: {
  options: { data?: unknown; error?: PortalError; mutate(): Promise<unknown> };
  failed: 'accounts.loadFailed' | 'shipTos.loadFailed';
}) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  if (options.data) return null;
  if (!options.error) return <Spinner label={t('loading')} />;
  return (
    <S.Notice $tone="danger" role="alert">
      <p>{t(failed, { reason: options.error.serverMessage ?? '' })}</p>
      <Button size="sm" variant="secondary" onClick={() => void options.mutate()}>
        {t('retry')}
      </Button>
    </S.Notice>
  );
}

export interface ShipTosStepProps {
  form: EditorForm;
  showProblems: boolean;
  onChange(change: (form: EditorForm) => EditorForm): void;
}

/** Ship-to mode (§2): per chosen sold-to, all its ship-tos or the ones chosen (paged, searchable). */
export function ShipTosStep({ form, showProblems, onChange }: ShipTosStepProps) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const missing = new Set(showProblems ? shipToProblems(form).map((p) => p.accountId) : []);
  if (form.accounts.length === 0) return <S.Muted>{t('shipTos.none')}</S.Muted>;
  return (
    <>
      <S.Muted>{t('shipTos.intro')}</S.Muted>
      {form.accounts.map((account) => (
        <ShipToChoiceOf
          key={account.accountId}
          account={account}
          form={form}
          error={
            missing.has(account.accountId) ? t('problem.NO_SHIP_TO', { name: account.name }) : null
          }
          onChange={onChange}
        />
      ))}
    </>
  );
}

function ShipToChoiceOf({
  account,
  form,
  error,
  onChange,
}: {
  account: ChosenAccountInfo;
  form: EditorForm;
  error: string | null;
  onChange(change: (form: EditorForm) => EditorForm): void;
}) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const choice = form.shipTos.find((s) => s.accountId === account.accountId);
  const all = choice?.allShipTos ?? true;
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const term = useDebouncedValue(search.trim(), TYPING_PAUSE_MS, (v) => v === '');
  const options = useShipToOptions(account.accountId, term, offset, !all);
  const page = options.data;
  const chosen = new Set(choice?.shipToIds ?? []);
  const rangeText = page ? t('accounts.range', rangeOf(page)) : null;
  return (
    <S.Panel>
      <RadioGroup
        id={`user-editor-shipto-${account.accountId}`}
        tabIndex={-1}
        legend={t('shipTos.mode', { name: `${account.name} (${account.soldToCode})` })}
        orientation="horizontal"
        value={all ? 'all' : 'some'}
        error={error}
        options={[
          { value: 'all', label: t('shipTos.all') },
          { value: 'some', label: t('shipTos.some') },
        ]}
        onValueChange={(v) => onChange((f) => setShipToMode(f, account.accountId, v === 'all'))}
      />
      {!all && (
        <>
          <SearchField
            label={t('shipTos.search', { name: account.name })}
            value={search}
            resultText={rangeText}
            onValueChange={(v) => {
              setSearch(v);
              setOffset(0);
            }}
          />
          <S.Muted>{t('shipTos.chosenCount', { count: chosen.size })}</S.Muted>
          <OptionsLoading options={options} failed="shipTos.loadFailed" />
          {page && page.resultCount === 0 && <S.Muted>{t('shipTos.noResults')}</S.Muted>}
          {page && page.resultCount > 0 && (
            <S.List>
              {page.shipTos.map((s) => (
                <li key={s.id}>
                  <Checkbox
                    label={`${s.name} (${s.code})`}
                    hint={s.address}
                    checked={chosen.has(s.id)}
                    onCheckedChange={(on) =>
                      onChange((f) => toggleShipTo(f, account.accountId, s.id, on))
                    }
                  />
                </li>
              ))}
            </S.List>
          )}
          {page && rangeText && (
            <Pager
              offset={offset}
              pageSize={SHIP_TO_PAGE_SIZE}
              totalCount={page.totalCount}
              rangeText={rangeText}
              previousLabel={t('accounts.previous')}
              nextLabel={t('accounts.nextPage')}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}
    </S.Panel>
  );
}

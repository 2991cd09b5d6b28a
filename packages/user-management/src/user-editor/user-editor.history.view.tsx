import { useState } from 'react';
import { formatDisplayDate, useKitContext, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { USER_MANAGEMENT_NS } from '../i18n';
import { USER_EDITOR_NS } from './i18n';
import { HISTORY_PAGE_SIZE, useUserHistory } from './use-user-editor-data';
import * as S from './user-editor.styles';

const MAX_PAGES = 100 / HISTORY_PAGE_SIZE;

/** The change history of a user (users/{id}/history): who, when, what changed from what to what. */
export function UserHistoryView({ userId }: { userId: string }) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const { lang } = useKitContext();
  const [pages, setPages] = useState(1);
  const history = useUserHistory(userId, pages);
  const data = history.data;
  const when = (iso: string) => {
    const date = new Date(iso);
    const time = date.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
    return `${formatDisplayDate(date, lang)} ${time}`;
  };
  const fieldName = (field: string) => tm(`field.${field}`, { defaultValue: field });
  const valueOf = (value: string | null) =>
    value === null || value === '' ? t('history.empty_value') : value;
  return (
    <S.Panel aria-labelledby="user-editor-history">
      <S.SubHeading id="user-editor-history">{t('history.heading')}</S.SubHeading>
      {history.error && !data && (
        <S.Notice $tone="danger" role="alert">
          <p>{t('history.failed', { reason: history.error.serverMessage ?? '' })}</p>
          <Button size="sm" variant="secondary" onClick={() => void history.mutate()}>
            {t('retry')}
          </Button>
        </S.Notice>
      )}
      {!data && !history.error && <Spinner label={t('loading')} />}
      {data && data.entries.length === 0 && <S.Muted>{t('history.empty')}</S.Muted>}
      {data && data.entries.length > 0 && (
        <S.List>
          {data.entries.map((entry) => (
            <S.Item key={entry.id} as="li">
              <S.ItemText>
                <strong>
                  {t(`history.action.${entry.action}`)} {t(`history.source.${entry.source}`)}
                </strong>
                <small>{t('history.by', { actor: entry.actor.name, when: when(entry.at) })}</small>
                {entry.changes.length > 0 && (
                  <S.ProblemList>
                    {entry.changes.map((c) => (
                      <li key={c.field}>
                        {t('history.change', {
                          field: fieldName(c.field),
                          before: valueOf(c.before),
                          after: valueOf(c.after),
                        })}
                      </li>
                    ))}
                  </S.ProblemList>
                )}
              </S.ItemText>
            </S.Item>
          ))}
        </S.List>
      )}
      {data && data.totalCount > 0 && (
        <S.Row>
          <S.Muted>
            {t('history.count', { shown: data.entries.length, total: data.totalCount })}
          </S.Muted>
          {data.entries.length < data.totalCount && pages < MAX_PAGES && (
            <Button
              size="sm"
              variant="secondary"
              loading={history.isValidating}
              onClick={() => setPages((p) => p + 1)}
            >
              {t('history.more')}
            </Button>
          )}
        </S.Row>
      )}
    </S.Panel>
  );
}

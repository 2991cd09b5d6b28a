import { formatDisplayDate, useKitContext } from '@anp/core';
import type { ModifyChange } from './model/modification';
import { useOrderText } from './use-order-text';

/** The changes of a modification in words, one per line ("Calf Starter: 20 → 30"). */
export function ChangeListView({ changes }: { changes: readonly ModifyChange[] }) {
  const { t } = useOrderText();
  const { lang } = useKitContext();
  const none = t('none');
  return (
    <ul>
      {changes.map((change) => {
        switch (change.kind) {
          case 'quantity':
            return (
              <li key={`q-${change.sku}`}>
                {t('changes.quantity', { title: change.title, from: change.from, to: change.to })}
              </li>
            );
          case 'removed':
            return <li key={`r-${change.sku}`}>{t('changes.removed', { title: change.title })}</li>;
          case 'requestedDate':
            return (
              <li key="date">
                {t('changes.requestedDate', {
                  from: formatDisplayDate(change.from, lang),
                  to: formatDisplayDate(change.to, lang),
                })}
              </li>
            );
          case 'po':
            return (
              <li key="po">
                {t('changes.po', { from: change.from || none, to: change.to || none })}
              </li>
            );
          case 'note':
            return <li key="note">{t(change.to ? 'changes.note' : 'changes.noteRemoved')}</li>;
        }
      })}
    </ul>
  );
}

import { useKitTranslation } from '@anp/core';
import { SearchField, Select } from '@anp/ui/fields';
import { DOCUMENTS_NS } from './i18n';
import { DOCUMENT_KINDS, DOCUMENT_SORTS, parseDocType, parseSort } from './model/listing';
import type { DocumentsState } from './use-documents';
import * as S from './documents.styles';

/**
 * Search, type and order (ordering.md §2 route `documents`). While a search is on, the service
 * orders by relevance: the order reads "Best match", disabled, and says why.
 */
export function DocumentsToolbar({ state }: { state: DocumentsState }) {
  const { t } = useKitTranslation(DOCUMENTS_NS);
  const searching = state.searchTerm !== '';
  return (
    <S.Toolbar role="search" part="bar">
      <SearchField
        label={t('search')}
        placeholder={t('searchHint')}
        clearLabel={t('clearSearch')}
        // The box takes more than the term keeps: runs of spaces collapse (searchTermOf).
        maxLength={200}
        value={state.searchText}
        onValueChange={state.setSearchText}
      />
      <Select
        label={t('type')}
        placeholder={t('allTypes')}
        options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        value={state.docType}
        onValueChange={(value) => state.setDocType(parseDocType(value))}
      />
      <Select
        label={t('sort')}
        hint={searching ? t('sortWhileSearching') : undefined}
        disabled={searching}
        value={searching ? 'relevance' : state.sort}
        onValueChange={(value) => state.setSort(parseSort(value))}
      >
        {searching && <option value="relevance">{t('sortBy.relevance')}</option>}
        {DOCUMENT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sortBy.${sort}`)}
          </option>
        ))}
      </Select>
    </S.Toolbar>
  );
}

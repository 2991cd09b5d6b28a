import { useId, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import { NextIcon, PreviousIcon } from '../icons';
import * as S from '../document-preview.styles';
import * as P from './pdf-viewer.styles';

/**
 * Find in the document: a search field, Previous and Next match, and "2 of 7" (announced).
 * Enter goes to the next match, Shift+Enter to the previous; Escape clears the field first (a
 * dialog around the preview stays open).
 */
export function FindControls(props: {
  onFind(query: string): void;
  onStep(forwards: boolean): void;
  /** The match shown (0-based) and how many there are; null before any search. */
  result: { current: number; count: number } | null;
  searching: boolean;
}) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const id = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const { result } = props;
  const status = props.searching
    ? t('find.searching')
    : result === null || !asked.trim()
      ? ''
      : result.count === 0
        ? t('find.none')
        : t('find.result', { current: result.current + 1, count: result.count });
  const go = (forwards: boolean) => {
    if (query !== asked) {
      setAsked(query);
      props.onFind(query);
    } else props.onStep(forwards);
  };
  return (
    <P.Find
      role="search"
      aria-label={t('find.label')}
      onSubmit={(event) => {
        event.preventDefault();
        go(true);
      }}
    >
      <S.Hidden as="label" htmlFor={`${id}-find`}>
        {t('find.label')}
      </S.Hidden>
      <input
        id={`${id}-find`}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('find.placeholder')}
        aria-describedby={`${id}-found`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.shiftKey) {
            event.preventDefault();
            go(false);
          } else if (event.key === 'Escape' && query) {
            event.preventDefault();
            event.stopPropagation();
            setQuery('');
            setAsked('');
            props.onFind('');
          }
        }}
      />
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('find.previous')}
        disabled={!result || result.count === 0}
        onClick={() => go(false)}
      >
        <PreviousIcon />
      </S.IconButton>
      <S.IconButton
        part="icon-button"
        type="submit"
        aria-label={t('find.next')}
        disabled={!query.trim()}
      >
        <NextIcon />
      </S.IconButton>
      <output id={`${id}-found`} role="status" aria-live="polite">
        {status}
      </output>
    </P.Find>
  );
}

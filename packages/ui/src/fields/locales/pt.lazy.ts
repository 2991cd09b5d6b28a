import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  required: '(obrigatório)',
  clearSearch: 'Limpar busca',
  results_one: '{{shown}} resultado',
  results_other: '{{shown}} resultados',
  noResults: 'Nenhum resultado',
  characterCount: '{{shown}} de {{max}} caracteres',
  charactersLeft_one: 'Resta {{shown}} caractere',
  charactersLeft_other: 'Restam {{shown}} caracteres',
  charactersOver_one: '{{shown}} caractere a mais',
  charactersOver_other: '{{shown}} caracteres a mais',
};

import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  required: '(obligatorio)',
  clearSearch: 'Borrar búsqueda',
  results_one: '{{shown}} resultado',
  results_other: '{{shown}} resultados',
  noResults: 'Sin resultados',
  characterCount: '{{shown}} de {{max}} caracteres',
  charactersLeft_one: 'Queda {{shown}} carácter',
  charactersLeft_other: 'Quedan {{shown}} caracteres',
  charactersOver_one: '{{shown}} carácter de más',
  charactersOver_other: '{{shown}} caracteres de más',
};

import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  placeholder: 'Qualquer data',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  clear: 'Limpar',
  presets: 'Períodos rápidos',
  chooseStart: 'Escolha o primeiro dia.',
  chooseEnd: 'Primeiro dia: {{date}}. Agora escolha o último dia.',
  rangeChosen_one: 'De {{from}} a {{to}}: {{count}} dia.',
  rangeChosen_other: 'De {{from}} a {{to}}: {{count}} dias.',
  startDay: '{{date}}, primeiro dia',
  endDay: '{{date}}, último dia',
  startAndEndDay: '{{date}}, primeiro e último dia',
  outOfRange: '{{date}}: indisponível',
  keyboardHint:
    'Escolha o primeiro dia e depois o último. As setas passam de um dia a outro; Page Up e Page Down mudam o mês.',
};

import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  placeholder: 'Cualquier fecha',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  clear: 'Borrar',
  presets: 'Rangos rápidos',
  chooseStart: 'Elija el primer día.',
  chooseEnd: 'Primer día: {{date}}. Ahora elija el último día.',
  rangeChosen_one: 'Del {{from}} al {{to}}: {{count}} día.',
  rangeChosen_other: 'Del {{from}} al {{to}}: {{count}} días.',
  startDay: '{{date}}, primer día',
  endDay: '{{date}}, último día',
  startAndEndDay: '{{date}}, primer y último día',
  outOfRange: '{{date}}: no disponible',
  keyboardHint:
    'Elija el primer día y luego el último. Las flechas pasan de un día a otro; Re Pág y Av Pág cambian de mes.',
};

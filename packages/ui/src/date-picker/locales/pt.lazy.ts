import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  placeholder: 'Escolha uma data',
  required: '(obrigatório)',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  close: 'Fechar',
  monthYear: '{{month}} de {{year}}',
  dayLabel: '{{weekday}}, {{day}} de {{month}} de {{year}}',
  dayToday: '{{date}} (hoje)',
  dayUnavailable: '{{date}}: {{reason}}',
  notAvailable: 'Indisponível',
  skipped: 'Dias pulados: {{days}}',
  skippedDay: '{{date}} ({{reason}})',
  skippedMore: 'e outros dias',
  noDates: 'Não há datas disponíveis neste mês.',
  keyboardHint:
    'Só são oferecidas as datas que você pode escolher. As setas passam de uma a outra; Page Up e Page Down mudam o mês.',
  months: {
    january: 'janeiro',
    february: 'fevereiro',
    march: 'março',
    april: 'abril',
    may: 'maio',
    june: 'junho',
    july: 'julho',
    august: 'agosto',
    september: 'setembro',
    october: 'outubro',
    november: 'novembro',
    december: 'dezembro',
  },
  weekdays: {
    sunday: 'domingo',
    monday: 'segunda-feira',
    tuesday: 'terça-feira',
    wednesday: 'quarta-feira',
    thursday: 'quinta-feira',
    friday: 'sexta-feira',
    saturday: 'sábado',
  },
  weekdaysShort: {
    sunday: 'Dom',
    monday: 'Seg',
    tuesday: 'Ter',
    wednesday: 'Qua',
    thursday: 'Qui',
    friday: 'Sex',
    saturday: 'Sáb',
  },
};

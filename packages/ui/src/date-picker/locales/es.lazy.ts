import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  placeholder: 'Elija una fecha',
  required: '(obligatorio)',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  close: 'Cerrar',
  monthYear: '{{month}} de {{year}}',
  dayLabel: '{{weekday}}, {{day}} de {{month}} de {{year}}',
  dayToday: '{{date}} (hoy)',
  dayUnavailable: '{{date}}: {{reason}}',
  notAvailable: 'No disponible',
  skipped: 'Días omitidos: {{days}}',
  skippedDay: '{{date}} ({{reason}})',
  skippedMore: 'y otros días',
  noDates: 'En este mes no hay fechas disponibles.',
  keyboardHint:
    'Solo se ofrecen las fechas que puede elegir. Las flechas pasan de una a otra; Re Pág y Av Pág cambian de mes.',
  months: {
    january: 'enero',
    february: 'febrero',
    march: 'marzo',
    april: 'abril',
    may: 'mayo',
    june: 'junio',
    july: 'julio',
    august: 'agosto',
    september: 'septiembre',
    october: 'octubre',
    november: 'noviembre',
    december: 'diciembre',
  },
  weekdays: {
    sunday: 'domingo',
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
  },
  weekdaysShort: {
    sunday: 'Do',
    monday: 'Lu',
    tuesday: 'Ma',
    wednesday: 'Mi',
    thursday: 'Ju',
    friday: 'Vi',
    saturday: 'Sá',
  },
};

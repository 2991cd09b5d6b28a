/** The reminder service's own messages (REMINDER_104, ordering.md §8), in every interface language. */
import type { Language, ReminderRefusal } from '@anp/rules';
import { REMINDER_LIMITS } from '@anp/rules';

type Texts = Readonly<Record<Language, string>>;

const MAX = REMINDER_LIMITS.maxPending;

/** Why a reminder was refused, as the kit shows it (its own message, not the kit's wording). */
export const REFUSAL_TEXTS: Readonly<Record<ReminderRefusal, Texts>> = {
  inPast: {
    en: 'That date and time have already passed. Choose a time from now on.',
    es: 'Esa fecha y hora ya pasaron. Elija un momento a partir de ahora.',
    pt: 'Essa data e hora já passaram. Escolha um momento a partir de agora.',
    ko: '이미 지난 날짜와 시간입니다. 지금 이후의 시간을 선택하세요.',
  },
  tooMany: {
    en: `You already have ${MAX} upcoming reminders. Delete one before adding another.`,
    es: `Ya tiene ${MAX} recordatorios pendientes. Elimine uno antes de agregar otro.`,
    pt: `Você já tem ${MAX} lembretes pendentes. Exclua um antes de adicionar outro.`,
    ko: `예정된 알림이 이미 ${MAX}개 있습니다. 새 알림을 추가하려면 하나를 삭제하세요.`,
  },
  noRequestedDate: {
    en: 'This order has no requested date to count back from.',
    es: 'Este pedido no tiene una fecha solicitada desde la cual contar.',
    pt: 'Este pedido não tem uma data solicitada a partir da qual contar.',
    ko: '이 주문에는 기준이 될 요청일이 없습니다.',
  },
};

/** The notification's own text (its description), for readers that do not word REMINDERs themselves. */
export function reminderDescription(
  lang: Language,
  orderNumber: string | null,
  note: string | null,
  templateName: string | null = null,
): string {
  const about = templateName
    ? {
        en: `Order template ${templateName}`,
        es: `Plantilla de pedido ${templateName}`,
        pt: `Modelo de pedido ${templateName}`,
        ko: `주문 템플릿 ${templateName}`,
      }[lang]
    : orderNumber
      ? {
          en: `Order ${orderNumber}`,
          es: `Pedido ${orderNumber}`,
          pt: `Pedido ${orderNumber}`,
          ko: `주문 ${orderNumber}`,
        }[lang]
      : { en: 'Reminder', es: 'Recordatorio', pt: 'Lembrete', ko: '알림' }[lang];
  return note ? `${about}: ${note}` : about;
}

export const REMINDER_TITLE: Texts = {
  en: 'Reminder',
  es: 'Recordatorio',
  pt: 'Lembrete',
  ko: '알림',
};

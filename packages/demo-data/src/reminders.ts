/**
 * The demo users' reminders (issue 16, shell-and-admin.md §7 Reminders): a recurring one of their
 * own ("order feed for bin 3 every 14 days") and one two days before the requested date of an
 * open order, in the user's language. Dated from the seeding day, always in the future, so none
 * falls due while the demo starts: the reference API turns them into notifications when due.
 */
export const REMINDERS_SEED_VERSION = '1';

export interface DemoReminderSpec {
  email: string;
  /** The recurring reminder's note, in the user's language. */
  note: string;
  everyDays: number;
  /** Days after the seeding day of the recurring reminder's first time. */
  startInDays: number;
  /** Wall-clock time in the user's zone. */
  time: string;
  /** Days before the requested date of the user's next open order (one at least 4 days away). */
  daysBeforeRequested: number;
}

export const DEMO_REMINDERS: readonly DemoReminderSpec[] = [
  {
    email: 'retailer.us@demo.test',
    note: 'Order feed for bin 3',
    everyDays: 14,
    startInDays: 3,
    time: '08:00',
    daysBeforeRequested: 2,
  },
  {
    email: 'customer.mx@demo.test',
    note: 'Pedir alimento para el silo 3',
    everyDays: 14,
    startInDays: 5,
    time: '09:00',
    daysBeforeRequested: 2,
  },
  {
    email: 'customer.br@demo.test',
    note: 'Pedir ração para o silo 3',
    everyDays: 21,
    startInDays: 4,
    time: '07:30',
    daysBeforeRequested: 3,
  },
  {
    email: 'customer.kr@demo.test',
    note: '3번 사료통 사료 주문',
    everyDays: 14,
    startInDays: 6,
    time: '10:00',
    daysBeforeRequested: 2,
  },
];

import { describe, expect, it } from 'vitest';
import { defaultDraft, draftProblems, reminderOf, type ReminderDraft } from './reminder-form';

// Issue 16 (shell-and-admin.md §7 Reminders): the order detail's "Set a reminder" form.
const draft = (over: Partial<ReminderDraft> = {}): ReminderDraft => ({
  ...defaultDraft('2026-11-20'),
  ...over,
});

describe('the reminder form', () => {
  it('starts tomorrow at 08:00, once', () => {
    expect(defaultDraft('2026-12-31')).toMatchObject({
      kind: 'once',
      date: '2027-01-01',
      time: '08:00',
    });
  });

  it.each<[string, Partial<ReminderDraft>, Record<string, string>]>([
    ['a whole draft', {}, {}],
    ['no date', { date: null }, { date: 'dateRequired' }],
    ['no time', { time: '' }, { time: 'timeRequired' }],
    ['days before, no date needed', { kind: 'beforeRequested', date: null }, {}],
    ['days before 0', { kind: 'beforeRequested', daysBefore: '0' }, { daysBefore: 'daysBefore' }],
    ['days before 61', { kind: 'beforeRequested', daysBefore: '61' }, { daysBefore: 'daysBefore' }],
    ['every 1.5 days', { kind: 'every', everyDays: '1.5' }, { everyDays: 'everyDays' }],
    ['every 366 days', { kind: 'every', everyDays: '366' }, { everyDays: 'everyDays' }],
    ['a note of 201 characters', { note: 'x'.repeat(201) }, { note: 'noteTooLong' }],
    ['a note of 200 emoji', { note: '🐖'.repeat(200) }, {}],
  ])('%s: %j', (_, over, problems) => {
    expect(draftProblems(draft(over))).toEqual(problems);
  });

  it.each<[ReminderDraft['kind'], object]>([
    ['once', { kind: 'once', date: '2026-11-21' }],
    ['beforeRequested', { kind: 'beforeRequested', daysBefore: 3 }],
    ['every', { kind: 'every', date: '2026-11-21', everyDays: 14 }],
  ])('sends a %s reminder with only its own fields', (kind, fields) => {
    expect(
      reminderOf(
        draft({ kind, daysBefore: ' 3 ', note: '  Bin 3  ' }),
        '4000000003',
        'America/Chicago',
      ),
    ).toEqual({
      orderNumber: '4000000003',
      time: '08:00',
      timeZone: 'America/Chicago',
      note: 'Bin 3',
      ...fields,
    });
  });

  it('sends nothing while the draft has problems', () => {
    expect(reminderOf(draft({ date: null }), '4000000003', 'UTC')).toBeNull();
  });
});

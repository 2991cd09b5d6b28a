-- Issue 16 (reminders, shell-and-admin.md §7): a user's own reminders, on an order or free-standing.
-- A reminder is a wall-clock date and time in the user's IANA zone; next_due_at is that instant,
-- computed by @anp/rules. When it passes, the reminder becomes a REMINDER notification of the
-- user: a one-time reminder keeps next_due_at NULL afterwards (listed as sent), a recurring one
-- moves on to its next occurrence.
CREATE TABLE reminders (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users(id),
  kind          text NOT NULL CHECK (kind IN ('once', 'beforeRequested', 'every')),
  order_number  text REFERENCES orders(order_number),
  note          text,
  date          date,
  time          text NOT NULL,
  days_before   int CHECK (days_before BETWEEN 1 AND 60),
  every_days    int CHECK (every_days BETWEEN 1 AND 365),
  time_zone     text NOT NULL,
  next_due_at   timestamptz,
  last_sent_at  timestamptz,
  sent_count    int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL
);
CREATE INDEX reminders_user ON reminders(user_id, created_at DESC);
CREATE INDEX reminders_due ON reminders(user_id, next_due_at) WHERE next_due_at IS NOT NULL;

-- Failed sign-ins per e-mail address (issue 12): the growing delay and the temporary lock of
-- src/auth/sign-in-throttle.ts read this count. Kept per address as typed (trimmed, lower-cased),
-- with or without an account, so answers never reveal which addresses exist; a successful sign-in
-- deletes the row, and rows whose last failure is a day old are deleted as new failures come in.

CREATE TABLE sign_in_attempts (
  email            text PRIMARY KEY,
  failures         int NOT NULL CHECK (failures > 0),
  last_failure_at  timestamptz NOT NULL
);

CREATE INDEX sign_in_attempts_last_failure ON sign_in_attempts (last_failure_at);

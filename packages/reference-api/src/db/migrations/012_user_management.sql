-- User management (shell-and-admin.md §2 "User management", §3 User-management state, §5, §7):
-- a user's record keeps when it was created, changed and last signed in, and a version the editor
-- sends back; the ship-tos and per-account permission keys chosen for each linked sold-to; the
-- history of every change; the bulk upload's checked rows and its apply jobs.

ALTER TABLE users ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE users ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
ALTER TABLE users ADD COLUMN version int NOT NULL DEFAULT 1;
-- [{ accountId, allShipTos, shipToIds }] and [{ accountId, permissions }] (contract ShipToChoice,
-- AccountPermissions): read and written whole with the user.
ALTER TABLE users ADD COLUMN ship_to_choices jsonb NOT NULL DEFAULT '[]';
ALTER TABLE users ADD COLUMN account_permissions jsonb NOT NULL DEFAULT '[]';
CREATE INDEX users_email_lower ON users(lower(email));
CREATE INDEX users_status_country ON users(status, country);

-- What kind of account a link is (§3 associated accounts): customer, internal (Cargill) or pork.
ALTER TABLE accounts ADD COLUMN kind text NOT NULL DEFAULT 'customer';
UPDATE accounts SET kind = 'pork' WHERE business_unit = 'pork';

CREATE TABLE user_history (
  id          bigserial PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id),
  at          timestamptz NOT NULL DEFAULT now(),
  actor_id    text NOT NULL,
  actor_name  text NOT NULL,
  action      text NOT NULL,               -- created | updated | activated | deactivated | language
  source      text NOT NULL,               -- editor | bulk-status | bulk-upload | profile
  changes     jsonb NOT NULL DEFAULT '[]'  -- [{ field, before, after }]
);
CREATE INDEX user_history_user ON user_history(user_id, at DESC, id DESC);

-- A dry run's checked rows, kept one hour for apply (contract BulkCheck.uploadId).
CREATE TABLE user_bulk_uploads (
  id          text PRIMARY KEY,
  owner_id    text NOT NULL REFERENCES users(id),
  file_name   text NOT NULL,
  mode        text NOT NULL,               -- create-only | upsert
  rows        jsonb NOT NULL,              -- the valid rows, ready to save
  row_count   int NOT NULL,
  skipped     jsonb NOT NULL DEFAULT '[]', -- [{ line, email, code, message }] rows not applied
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

CREATE TABLE user_bulk_jobs (
  id          text PRIMARY KEY,
  owner_id    text NOT NULL REFERENCES users(id),
  upload_id   text NOT NULL,
  status      text NOT NULL,               -- running | done | failed
  total       int NOT NULL,
  processed   int NOT NULL DEFAULT 0,
  created     int NOT NULL DEFAULT 0,
  updated     int NOT NULL DEFAULT 0,
  refused     int NOT NULL DEFAULT 0,
  message     text,
  -- [{ line, email, outcome: created | updated | refused | skipped, userId, message }]
  outcomes    jsonb NOT NULL DEFAULT '[]',
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Support cases and complaints (issue 7; ordering.md §3 Complaint case payload, Uploaded case
-- document; §7 Support cases). Runs on PGlite and PostgreSQL alike.

-- Case numbers (CS-000123) come from one sequence, so two submits never share a number.
CREATE SEQUENCE customer_case_number_seq START 1;

-- A case belongs to the sold-to account it was raised for and to the user who raised it. A
-- draft (opened with the complaint modal) has only the first columns; the rest arrive on submit.
CREATE TABLE customer_cases (
  id             text PRIMARY KEY,
  case_number    text UNIQUE,                 -- CS-000123; NULL while a draft
  account_id     text NOT NULL REFERENCES accounts(id),
  user_id        text NOT NULL REFERENCES users(id),
  case_type      text NOT NULL,               -- Complaint | Inquiry
  status         text NOT NULL,               -- Draft | New | In progress | Resolved | Closed
  market         text NOT NULL,               -- the account's market when the case was opened
  plant_id       text REFERENCES plants(id),
  plant_name     text,
  category       text,
  sub_category   text,
  subject        text,
  order_question boolean NOT NULL DEFAULT false,
  order_number   text,
  delivery_date  date,
  phone_number   text,
  case_comment   text,
  mail_to_code   text,
  products       jsonb NOT NULL DEFAULT '[]', -- ComplaintProductLine[]
  -- sha256 of the submitted payload: the same submit again answers the same case.
  submit_fingerprint text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  submitted_at   timestamptz,
  seq            bigserial                    -- creation order, even within one instant
);
CREATE INDEX customer_cases_account ON customer_cases(account_id, submitted_at DESC, id);
-- Stale drafts are removed by age when a new one is opened.
CREATE INDEX customer_cases_drafts ON customer_cases(created_at) WHERE status = 'Draft';
CREATE INDEX customer_cases_user ON customer_cases(user_id, status);

-- Files attached to a case. The file itself is on disk under the upload directory with a
-- generated name (storage_key); the row keeps what the uploader said and what the server found.
CREATE TABLE case_documents (
  id           text PRIMARY KEY,
  case_id      text NOT NULL REFERENCES customer_cases(id) ON DELETE CASCADE,
  doc_name     text NOT NULL,
  doc_type     text NOT NULL,                 -- AnhComplaintsDoc
  file_type    text NOT NULL,                 -- extension, lower case
  lang_code    text NOT NULL,
  upload_type  text NOT NULL,                 -- CustomerCase
  mime_type    text NOT NULL,
  size_bytes   bigint NOT NULL,
  sha256       text NOT NULL,
  storage_key  text NOT NULL UNIQUE,
  uploaded_at  timestamptz NOT NULL,
  seq          bigserial                      -- upload order, even within one instant
);
CREATE INDEX case_documents_case ON case_documents(case_id, seq);

-- AN Portal Kit reference API: initial schema. Runs on PGlite (embedded) and PostgreSQL alike.
-- Names follow the spec's entities (ordering.md §3, shell-and-admin.md §3) in snake_case.

CREATE TABLE users (
  id              text PRIMARY KEY,
  email           text NOT NULL UNIQUE,
  password_hash   text NOT NULL,              -- scrypt: "scrypt$<salt-hex>$<hash-hex>"
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  locale          text NOT NULL,              -- en_US, es_MX, pt_BR, ko_KR, es_GT, es_PE, en_CA ...
  language        text NOT NULL,              -- en | es | pt (interface language preference)
  country         text NOT NULL,              -- home market: us, canada, mx, br, kr, cr, hn, ni, pe, co, gt
  user_type       text NOT NULL,              -- Internal | External | Customer
  customer_type   text,                       -- Retailer | Employee | sales | franchise | pork | marketing
  business_unit   text,                       -- e.g. feed, pork, sales, franchise
  groups          text[] NOT NULL DEFAULT '{}',
  roles           text[] NOT NULL DEFAULT '{}',
  permissions     text[] NOT NULL DEFAULT '{}', -- create_new_user, user_reporting
  phone           text,
  mobile          text,
  status          text NOT NULL DEFAULT 'Active',
  time_zone       text NOT NULL DEFAULT 'America/Chicago',
  currency        text NOT NULL DEFAULT 'USD',
  beta            boolean NOT NULL DEFAULT false,
  tnc_accepted_at timestamptz
);

CREATE TABLE plants (
  id                    text PRIMARY KEY,
  code                  text NOT NULL UNIQUE,
  name                  text NOT NULL,
  country               text NOT NULL,
  working_days          int[] NOT NULL,       -- 0 = Sunday ... 6 = Saturday
  delivery_lead_time    int NOT NULL,         -- days
  pickup_lead_time      int NOT NULL,
  day_span              int NOT NULL,         -- latest requestable date = today + day_span
  current_date_disabled boolean NOT NULL DEFAULT false,
  pickup_start_hour     int NOT NULL DEFAULT 8,
  pickup_end_hour       int NOT NULL DEFAULT 16
);

CREATE TABLE plant_holidays (
  plant_id     text NOT NULL REFERENCES plants(id),
  holiday_date date NOT NULL,
  name         text NOT NULL,
  PRIMARY KEY (plant_id, holiday_date)
);

CREATE TABLE accounts (
  id                  text PRIMARY KEY,       -- the account's sfid
  global_id           text NOT NULL UNIQUE,
  fullname            text NOT NULL,
  shortname           text NOT NULL,
  customer_name2      text,
  contact_person      text,
  sold_to_code        text NOT NULL,
  full_sold_to_code   text NOT NULL,
  region              text NOT NULL,          -- market country code
  business_unit       text NOT NULL,
  sales_org           text NOT NULL,
  external_ref_id     text NOT NULL,
  source_system       text NOT NULL,          -- e.g. SAP, JDE, tca-mx
  show_tag            text,                   -- New | Current | NULL
  address             text NOT NULL,
  plant_id            text NOT NULL REFERENCES plants(id),
  payment_terms       text NOT NULL DEFAULT 'Credit' -- Cash | Credit
);
CREATE INDEX accounts_region ON accounts(region);
CREATE INDEX accounts_search ON accounts(lower(fullname), sold_to_code);

CREATE TABLE ship_tos (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id),
  name        text NOT NULL,
  address     text NOT NULL,
  code        text NOT NULL
);
CREATE INDEX ship_tos_account ON ship_tos(account_id);

CREATE TABLE user_accounts (
  user_id     text NOT NULL REFERENCES users(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  is_primary  boolean NOT NULL DEFAULT false,
  selected    boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, account_id)
);
CREATE INDEX user_accounts_account ON user_accounts(account_id);

CREATE TABLE products (
  sku                          text PRIMARY KEY,
  title                        text NOT NULL,
  form_code                    text NOT NULL,
  package_type                 text NOT NULL, -- barrel, block, box, boxes, bucket, case, each, pail, tub, tote, pallet, bulk, bag, Pack
  category                     text NOT NULL,
  species                      text NOT NULL,
  net_weight_per_unit          numeric(12,4) NOT NULL,
  unit_of_measure              text NOT NULL, -- lb | kg
  per_pallet_count             int NOT NULL,
  is_pallet                    boolean NOT NULL, -- pallet-only: whole pallets required
  is_pallet_and_non_pallet_allowed boolean NOT NULL,
  min_quantity                 int NOT NULL,
  increment                    int NOT NULL,
  container_code               text,           -- Mexico boxed items: multiplier
  markets                      text[] NOT NULL,
  image_path                   text NOT NULL,
  description                  text NOT NULL
);

CREATE TABLE favourites (
  user_id     text NOT NULL REFERENCES users(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  sku         text NOT NULL REFERENCES products(sku),
  PRIMARY KEY (user_id, account_id, sku)
);

CREATE TABLE orders (
  order_number    text PRIMARY KEY,
  account_id      text NOT NULL REFERENCES accounts(id),
  ship_to_id      text REFERENCES ship_tos(id),
  user_id         text REFERENCES users(id),
  type            text NOT NULL,              -- sales order, consignment order, consignment return order, domestic return order, debit memo request, credit memo request, invoice, memo
  source          text NOT NULL,              -- portal | erp | phone
  status          text NOT NULL,              -- Placed | Scheduled | Shipped | Invoiced | Cancelled
  invoiced_no     text,
  order_date      date NOT NULL,
  requested_date  date NOT NULL,
  requested_time  text,
  ship_method     text NOT NULL,              -- delivery | pickup
  po              text,
  mode            text NOT NULL DEFAULT 'truck',
  note            text,
  payment_terms   text NOT NULL,
  truck_size      text,
  plant_id        text NOT NULL REFERENCES plants(id),
  currency        text NOT NULL,
  net_amount      numeric(14,2) NOT NULL,
  vat             numeric(14,2) NOT NULL,
  gross_amount    numeric(14,2) NOT NULL,
  total_weight    numeric(14,4) NOT NULL,
  weight_unit     text NOT NULL,
  modifiable_until timestamptz,
  idempotency_key text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account_date ON orders(account_id, order_date DESC);
CREATE INDEX orders_status ON orders(status);

CREATE TABLE order_lines (
  order_number    text NOT NULL REFERENCES orders(order_number),
  line_no         int NOT NULL,
  sku             text NOT NULL REFERENCES products(sku),
  quantity        numeric(12,2) NOT NULL,
  pallets         int NOT NULL DEFAULT 0,
  unit_price      numeric(12,2) NOT NULL,
  net_weight      numeric(14,4) NOT NULL,
  lot_number      text,
  PRIMARY KEY (order_number, line_no)
);

CREATE TABLE memos (
  memo_number            text PRIMARY KEY,
  account_id             text NOT NULL REFERENCES accounts(id),
  memo_type              text NOT NULL,       -- credit | debit
  status                 text NOT NULL,       -- Open | Cancelled | Invoiced
  original_invoice_number text,
  original_invoice_date  date,
  memo_date              date NOT NULL,
  currency               text NOT NULL,
  net_amount             numeric(14,2) NOT NULL,
  vat                    numeric(14,2) NOT NULL,
  gross_amount           numeric(14,2) NOT NULL,
  customer_po            text,
  order_number           text REFERENCES orders(order_number)
);
CREATE INDEX memos_account ON memos(account_id, memo_date DESC);

CREATE TABLE documents (
  id          text PRIMARY KEY,
  account_id  text REFERENCES accounts(id),   -- NULL: visible to every account of its market
  market      text NOT NULL,
  title       text NOT NULL,
  doc_type    text NOT NULL,                  -- pricelist, brochure, certificate, video, label ...
  file_type   text NOT NULL,                  -- pdf, png, jpeg, tiff, mp4
  file_name   text NOT NULL,
  mime_type   text NOT NULL,
  size_bytes  int NOT NULL,
  content     bytea NOT NULL,
  thumbnail   bytea,
  published_at date NOT NULL
);
CREATE INDEX documents_market ON documents(market, published_at DESC);

CREATE TABLE notifications (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users(id),
  message_title text NOT NULL,
  message_label text NOT NULL,
  priority      text NOT NULL,                -- error | warning | chat | success
  message_code  text NOT NULL,                -- SINGLE_DOCUMENT, MULTIPLE_DOCUMENTS, UPDATED_DOCUMENT, UPDATED_DOCUMENTS, CUSTOM, REMINDER
  description   text,
  message_data  jsonb NOT NULL DEFAULT '{}',
  is_read       boolean NOT NULL DEFAULT false,
  is_dismissed  boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL
);
CREATE INDEX notifications_user ON notifications(user_id, created_at DESC);

CREATE TABLE case_categories (
  id          text PRIMARY KEY,
  market      text NOT NULL,
  name        text NOT NULL,
  sub_categories jsonb NOT NULL               -- [{ "id", "name" }]
);

CREATE TABLE feature_toggles (
  name        text PRIMARY KEY,
  enabled     boolean NOT NULL,
  description text NOT NULL
);

CREATE TABLE banner_notifications (
  id          text PRIMARY KEY,
  message     text NOT NULL,
  start_date  date NOT NULL,
  start_time  text NOT NULL,
  end_date    date NOT NULL,
  end_time    text NOT NULL,
  time_zone   text NOT NULL,
  country     text NOT NULL,
  business_units text[] NOT NULL
);

CREATE TABLE market_config (
  country     text NOT NULL,
  lang        text NOT NULL,
  config      jsonb NOT NULL,
  PRIMARY KEY (country, lang)
);

CREATE TABLE meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

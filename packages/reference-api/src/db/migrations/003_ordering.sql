-- Ordering (issue 5): the cart's order-level fields, empty cart entries, confirmation e-mails.
-- Runs on PGlite and PostgreSQL alike.

-- ordering.md §3 Cart. Every field is stored explicitly once `defaults_applied` is set; carts
-- created before this migration (or by the seed) get their defaults on first read, from the
-- user's locale and the account (ship method, payment terms, pickup plant, e-mail).
ALTER TABLE carts
  ADD COLUMN defaults_applied          boolean NOT NULL DEFAULT false,
  ADD COLUMN ship_method               text NOT NULL DEFAULT '',   -- delivery | pickup | ''
  ADD COLUMN requested_date            date,
  ADD COLUMN requested_time            text,                       -- HH:00 (pickup)
  ADD COLUMN pickup_plant_id           text REFERENCES plants(id),
  ADD COLUMN po                        text NOT NULL DEFAULT '',
  ADD COLUMN mode                      text NOT NULL DEFAULT 'truck',
  ADD COLUMN note                      text NOT NULL DEFAULT '',
  ADD COLUMN payment_terms             text NOT NULL DEFAULT '',   -- Cash | Credit | ''
  ADD COLUMN truck_size                text DEFAULT '6.00',        -- ordering.md §9
  ADD COLUMN email                     text NOT NULL DEFAULT '',
  ADD COLUMN is_bag_fee_acknowledged   boolean NOT NULL DEFAULT false,
  ADD COLUMN is_local_fee_acknowledged boolean NOT NULL DEFAULT false;

-- An empty entry (the user cleared the count) is kept as a line with no quantity; counts and
-- pallets may be fractional while the user types (saving an invalid draft is allowed).
ALTER TABLE cart_items DROP CONSTRAINT cart_items_quantity_check;
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pallets_check;
ALTER TABLE cart_items ALTER COLUMN quantity DROP NOT NULL;
ALTER TABLE cart_items ALTER COLUMN quantity TYPE numeric(14,4);
ALTER TABLE cart_items ALTER COLUMN pallets TYPE numeric(14,4);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_quantity_check
  CHECK (quantity IS NULL OR quantity >= 0);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_pallets_check CHECK (pallets >= 0);
ALTER TABLE cart_items ADD COLUMN full_pallet boolean NOT NULL DEFAULT false;
-- Lines are listed in the order they were added; several lines added in one call share added_at.
ALTER TABLE cart_items ADD COLUMN seq bigserial;

-- The address the order confirmation went to (the cart's e-mail at submit), and the answer
-- cart/submit gave, so a retry with the same Idempotency-Key gets exactly the same answer.
ALTER TABLE orders ADD COLUMN email text;
ALTER TABLE orders ADD COLUMN submit_response jsonb;
CREATE INDEX orders_user ON orders(user_id);
CREATE INDEX order_lines_sku ON order_lines(sku);

-- The reference API sends no mail: every message it would send is kept here, and a test (or a
-- curious developer) reads it through GET utility/emails.
CREATE TABLE email_outbox (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users(id),
  kind         text NOT NULL,                 -- confirmation | alt-confirmation
  to_address   text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  order_number text REFERENCES orders(order_number),
  created_at   timestamptz NOT NULL DEFAULT now(),
  seq          bigserial                      -- newest first, even within one instant
);
CREATE INDEX email_outbox_user ON email_outbox(user_id, seq DESC);

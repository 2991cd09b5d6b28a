-- Issue 17 (order templates): saved carts of a user for one sold-to account. A template keeps
-- its lines as they were saved (quantity, the list unit price and the weight of one unit in the
-- products' unit), so applying it can report what changed since, as order again does. A shared
-- template is visible to every user linked to the account; only its owner changes it.
CREATE TABLE cart_templates (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  shared      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX cart_templates_account ON cart_templates(account_id, name);

CREATE TABLE cart_template_lines (
  template_id text NOT NULL REFERENCES cart_templates(id) ON DELETE CASCADE,
  line_no     int NOT NULL,
  sku         text NOT NULL REFERENCES products(sku),
  quantity    numeric(14,4) NOT NULL CHECK (quantity > 0),
  unit_price  numeric(12,2) NOT NULL,
  net_weight  numeric(14,4) NOT NULL,
  weight_unit text NOT NULL,
  PRIMARY KEY (template_id, line_no)
);

-- A reminder may point at a template ("order this template every 14 days"); deleting the
-- template deletes its reminders.
ALTER TABLE reminders ADD COLUMN template_id text REFERENCES cart_templates(id) ON DELETE CASCADE;

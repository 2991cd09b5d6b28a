-- Orders, finance and documents (issue 6). Runs on PGlite and PostgreSQL alike.

-- The day the invoice was issued (ordering.md §3 memo tile: invoiceDate, originalInvoiceDate).
-- Databases seeded before this migration take the date their memos already name, else the day
-- after the requested date (the seed's rule); a fresh database gets it from the seed.
ALTER TABLE orders ADD COLUMN invoice_date date;
UPDATE orders o SET invoice_date = COALESCE(
    (SELECT min(m.original_invoice_date) FROM memos m WHERE m.order_number = o.order_number),
    o.requested_date + 1)
  WHERE o.invoiced_no IS NOT NULL;

-- The orders list pages an account's orders and memos by date, ties by number (newest first).
DROP INDEX IF EXISTS orders_account_date;
CREATE INDEX orders_account_list ON orders(account_id, order_date DESC, order_number DESC);
DROP INDEX IF EXISTS memos_account;
CREATE INDEX memos_account_list ON memos(account_id, memo_date DESC, memo_number DESC);
-- An order's memos (orders/orderNumber memoNumbers, the memo tile's original order).
CREATE INDEX memos_order ON memos(order_number);

-- ordering.md §4 order modification: the user's draft of changes to a Placed order, saved until
-- it is applied or deleted. Only what the user changed is kept (NULL: unchanged), so a draft
-- never hides a later change of the order itself.
CREATE TABLE modified_order_drafts (
  order_number    text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id),
  lines           jsonb NOT NULL DEFAULT '[]',   -- [{ "sku", "quantity" }]
  requested_date  date,
  po              text,
  note            text,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (order_number, user_id)
);
CREATE INDEX modified_order_drafts_user ON modified_order_drafts(user_id, updated_at DESC);

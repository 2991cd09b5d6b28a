-- One open cart per user and sold-to account (ordering.md §3 Cart). The header badge counts its
-- lines; the cart issue adds the order-level fields it needs in a later migration.
CREATE TABLE carts (
  id          text PRIMARY KEY,           -- the encCartid the client sees
  user_id     text NOT NULL REFERENCES users(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account_id)
);

CREATE TABLE cart_items (
  cart_id     text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  sku         text NOT NULL REFERENCES products(sku),
  quantity    int NOT NULL CHECK (quantity > 0),
  pallets     int NOT NULL DEFAULT 0 CHECK (pallets >= 0),
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, sku)
);

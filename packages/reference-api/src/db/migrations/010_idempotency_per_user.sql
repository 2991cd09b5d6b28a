-- Issue 12 (input): an Idempotency-Key belongs to the user who sent it. The key was UNIQUE over
-- every order, so user B sending a key user A had used was refused (409), and the lookup could
-- find A's order for B. Now the pair (user, key) is unique: each user's keys are their own.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_idempotency_key_key;
CREATE UNIQUE INDEX IF NOT EXISTS orders_user_idempotency_key ON orders (user_id, idempotency_key);

-- Issue 14 (real calendars): a plant's closed days are its country's and region's holidays (from
-- a holiday library) and its own closing days (inventory, maintenance). Each row says which, and
-- carries its name in the languages known (the market's own language stays in `name`).
ALTER TABLE plant_holidays ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'holiday'
  CHECK (kind IN ('holiday', 'closing'));
ALTER TABLE plant_holidays ADD COLUMN IF NOT EXISTS names jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Entitlements (shell-and-admin.md §7 "Entitlements: customerEntitlements,
-- customer/{customerID}?isSimplified=true, update"): the tools and digital pages each account
-- may use (nutritioncloud and its tools, research, porkdocuments), who granted them and when.
-- An update replaces an account's set; each change is kept in entitlement_history.

CREATE TABLE account_entitlements (
  account_id  text NOT NULL REFERENCES accounts(id),
  tool        text NOT NULL,
  granted_at  timestamptz NOT NULL DEFAULT now(),
  granted_by  text NOT NULL,
  PRIMARY KEY (account_id, tool)
);

CREATE TABLE entitlement_history (
  id          bigserial PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id),
  at          timestamptz NOT NULL DEFAULT now(),
  actor_id    text NOT NULL,
  added       text[] NOT NULL DEFAULT '{}',
  removed     text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX entitlement_history_account ON entitlement_history(account_id, at);

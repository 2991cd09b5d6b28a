-- The embedded OpenID provider's state (issue 12): sessions, grants, refresh tokens, authorization
-- codes, interactions, one row each, so a restart keeps everybody signed in and the API can check
-- on every call that the grant behind an access token is still alive (logout revokes it).
-- Rows carry their own expiry; the adapter ignores expired rows and deletes them lazily.

CREATE TABLE oidc_store (
  model        text NOT NULL,                 -- Session, Grant, RefreshToken, AuthorizationCode, Interaction ...
  id           text NOT NULL,
  payload      text NOT NULL,                 -- the provider's JSON as text: jsonb refuses \u0000,
                                              -- which an authorization request may carry
  grant_id     text,                          -- tokens and codes: the grant they belong to
  account_id   text,                          -- the user (sub), when the row names one
  uid          text,                          -- sessions: the uid tokens are bound to
  user_code    text,                          -- device codes (not enabled; the adapter supports it)
  expires_at   timestamptz,                   -- NULL: no expiry
  consumed_at  timestamptz,                   -- codes and rotated refresh tokens, once used
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_store_grant ON oidc_store(grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_store_account ON oidc_store(account_id) WHERE account_id IS NOT NULL;
CREATE INDEX oidc_store_uid ON oidc_store(model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_store_user_code ON oidc_store(model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_store_expires ON oidc_store(expires_at) WHERE expires_at IS NOT NULL;

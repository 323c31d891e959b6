-- Local captcha tokens pass once: the nonce of each token that passed is kept until the token would have expired.
CREATE TABLE spent_captcha_tokens (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_captcha_tokens_expiry ON spent_captcha_tokens (expires_at);

-- Requests from the site's forms (worker/index.ts, worker/submit.ts) and the per-address
-- counters of the rate limit. Apply with `wrangler d1 migrations apply DB` (docs/requests.md).

CREATE TABLE requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Shown to the visitor: kind letter, YYMM, number within the month (Q-2611-0042).
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote', 'service', 'meter')),
  -- YYMM (Tbilisi) and the number within it; the pair is unique, so two requests racing for the
  -- same number cannot both be stored.
  month TEXT NOT NULL,
  seq INTEGER NOT NULL,
  -- The form's id for one message: a retry of the same message finds its first row.
  submission_id TEXT NOT NULL UNIQUE,
  -- The checked fields as JSON (worker/validate.ts).
  payload TEXT NOT NULL,
  -- ISO 8601, UTC.
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done')),
  note TEXT NOT NULL DEFAULT '',
  -- NULL until the dealer's Telegram chat has the message.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  -- When a run took the notification on: another run leaves it alone for a minute, so two
  -- requests arriving together do not both send it.
  notify_claimed_at TEXT,
  UNIQUE (month, seq)
);

CREATE INDEX requests_created ON requests (created_at);
CREATE INDEX requests_kind_status ON requests (kind, status, created_at);
CREATE INDEX requests_unnotified ON requests (notified_at) WHERE notified_at IS NULL;

CREATE TABLE rate_limits (
  -- SHA-256 of the sender's address (CF-Connecting-IP), never the address itself.
  key TEXT NOT NULL,
  -- Unix seconds at the start of the hour-long window.
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

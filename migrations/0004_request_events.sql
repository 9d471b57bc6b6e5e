-- The history of each request in the inbox: every status or note change the dealer saved, who
-- saved it (the Cloudflare Access identity, worker/access.ts) and when (worker/inbox.ts). A save
-- that changes nothing adds no row. Deleted with the request (retention, worker/retention.ts).
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id INTEGER NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  -- ISO 8601, UTC.
  at TEXT NOT NULL,
  -- The signed-in e-mail address; '' when Access named none (a service token).
  actor TEXT NOT NULL DEFAULT '',
  -- The new status and the new note; NULL for the one that did not change.
  status TEXT CHECK (status IS NULL OR status IN ('new', 'in_progress', 'done')),
  note TEXT
);

CREATE INDEX request_events_request ON request_events (request_id, id);

-- What each publishing run reported (scripts/ci/publish-status.mjs → POST /gps-app/api/publish-status,
-- worker/publish-status.ts): the inbox shows the newest, and a refused run is sent to the dealer
-- once, through the requests' notification channels.
CREATE TABLE publish_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- GitHub's run id and attempt ("8812345678-1"): one row per run, its reports update it.
  run TEXT NOT NULL UNIQUE,
  -- started → live or refused; a final state is never changed by a late report.
  state TEXT NOT NULL CHECK (state IN ('started', 'live', 'refused')),
  commit_sha TEXT NOT NULL,
  -- The commit's first line (the editor writes "Update <entry>"), cut to 200 characters.
  commit_message TEXT NOT NULL DEFAULT '',
  committed_at TEXT,
  -- The content problems of a refusal as JSON ([{file, line, entry, field, message}], the first
  -- few), and how many there were.
  problems TEXT NOT NULL DEFAULT '[]',
  problem_count INTEGER NOT NULL DEFAULT 0,
  -- ISO 8601, UTC: the first report, and the latest.
  started_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- The refusal's notification, as for requests (migrations/0001, 0002): sent, tries, a run's
  -- claim while it sends, and the channels that already have it.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_claimed_at TEXT,
  notified_channels TEXT NOT NULL DEFAULT ''
);

CREATE INDEX publish_runs_started ON publish_runs (started_at);

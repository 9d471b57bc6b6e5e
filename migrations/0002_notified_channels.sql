-- The channels (telegram, email, console) that already have a request's notification, separated
-- by spaces: when one channel fails, the retry sends only to the others (worker/notify.ts).
-- notified_at still means every configured channel has it.
ALTER TABLE requests ADD COLUMN notified_channels TEXT NOT NULL DEFAULT '';

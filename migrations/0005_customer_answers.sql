-- The customer's e-mail after a request (worker/answer-channel.ts): at most one a day to an
-- address, so the forms cannot be used to send mail to strangers. A request claims its address's
-- day here before sending; a retry of the same request finds its own claim, another request that
-- day finds someone else's and sends nothing. No address is stored, only a digest; the
-- maintenance run deletes the days before yesterday (worker/store.ts, prune).
CREATE TABLE customer_answers (
  -- SHA-256 (hex) of the Tbilisi day and the normalised address (worker/answer-limit.ts).
  key TEXT PRIMARY KEY,
  -- YYYY-MM-DD in Tbilisi.
  day TEXT NOT NULL,
  -- The request whose e-mail the day's claim is for.
  reference TEXT NOT NULL
);

CREATE INDEX customer_answers_day ON customer_answers (day);

-- What buyers search for (worker/searches.ts): how often each query was searched on each day, in
-- each language, with or without a result. Nothing else about a search is stored: no address, no
-- browser, no time of day. Deleted after RETENTION_MONTHS by the maintenance run, as requests are.
CREATE TABLE search_counts (
  -- YYYY-MM-DD in Tbilisi.
  day TEXT NOT NULL,
  -- The site's language the search was made in.
  language TEXT NOT NULL CHECK (language IN ('ka', 'en')),
  -- Normalised (lib/search-report.ts): lower case, one space between words, at most 60
  -- characters; never a text that looks like an e-mail address or a phone number.
  query TEXT NOT NULL,
  -- 1 when the search found something, 0 when it found nothing.
  found INTEGER NOT NULL CHECK (found IN (0, 1)),
  count INTEGER NOT NULL,
  PRIMARY KEY (day, language, query, found)
);

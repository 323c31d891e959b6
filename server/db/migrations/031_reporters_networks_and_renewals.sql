-- Issue 26: one client cannot hide a listing, and a listing is renewed a bounded number of times.

-- The network a report came from, as a keyed hash (an IPv4 /24, an IPv6 /48): a listing is hidden only by reports
-- from three different networks. Reports filed before this change were kept by address only, so each counts as a
-- network of its own, as it counted before.
ALTER TABLE sublet_reports ADD COLUMN network text;
UPDATE sublet_reports SET network = reporter;
ALTER TABLE sublet_reports ALTER COLUMN network SET NOT NULL;

-- Reports each visitor (keyed hash of an IPv4 address or IPv6 /64) filed in each clock hour: one conditional upsert
-- counts a report and refuses one past the limit, so every API process shares the limit and a burst cannot pass it.
CREATE TABLE sublet_report_quotas (
  client text NOT NULL,
  hour timestamptz NOT NULL,
  reports integer NOT NULL CHECK (reports > 0),
  PRIMARY KEY (client, hour)
);

-- How many times the poster renewed the listing: listingLife.ts MAX_RENEWALS caps it; the renewal locks the row
-- before checking it, so renewals arriving at once cannot pass it.
ALTER TABLE sublets ADD COLUMN renewals integer NOT NULL DEFAULT 0 CHECK (renewals >= 0);

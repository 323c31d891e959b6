-- Issue 24, the booking's speed: the locks a change of tours takes, and a booking's re-check under them, as
-- functions, so that a booking is one statement (server/db/queries/tours.ts insertBookedTour) rather than a
-- transaction of several round trips to the database (each of which was a good part of a booking's time).

-- The key of a community's rules lock: bookings hold it shared, a change of the rules alone. The last key of the
-- community's half of the key space, which no quarter of an hour reaches before the year 10000.
CREATE FUNCTION tour_rules_key(community integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (community::bigint << 32) + 4294967295
$$;

-- Transaction-long locks, always taken in one order so two changes never wait for each other in a circle: the
-- community's rules lock (shared), the mailbox's (`mailbox_key`, when given), then each quarter of an hour in
-- `quarters` (numbered from 1970) in time order. A quarter's key carries the community in its high half.
CREATE FUNCTION lock_tour_times(community integer, mailbox_key text, quarters integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  quarter integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(tour_rules_key(community));
  IF mailbox_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(mailbox_key)::bigint);
  END IF;
  FOR quarter IN SELECT DISTINCT q FROM unnest(quarters) AS q ORDER BY q LOOP
    PERFORM pg_advisory_xact_lock((community::bigint << 32) + quarter);
  END LOOP;
END $$;

-- What a booking decides on: the mailbox's upcoming tours (confirmed or pending, not ended at `at`) and the
-- community's tours holding time between `near_from` and `near_to`, as [start, end] pairs in time order. A tour lasts
-- at most 240 minutes (tour_settings' CHECK): one that starts earlier than that before `near_from` has ended by then,
-- so the index on (property_id, start_at) reads only the tours that can be near.
CREATE FUNCTION tour_booking_state(community integer, mailbox text, at timestamptz, near_from timestamptz, near_to timestamptz)
  RETURNS TABLE (upcoming integer, booked jsonb) LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*)::integer FROM tours t WHERE t.mailbox = tour_booking_state.mailbox AND t.status IN ('confirmed', 'pending') AND t.end_at > at),
    (SELECT coalesce(jsonb_agg(jsonb_build_array(t.start_at, t.end_at) ORDER BY t.start_at, t.end_at), '[]') FROM tours t
      WHERE t.property_id = community AND t.status IN ('confirmed', 'pending')
        AND t.start_at > near_from - interval '240 minutes' AND t.start_at < near_to AND t.end_at > near_from)
$$;

-- A booking's locks (lock_tour_times), then its state under them (tour_booking_state). `unchanged` says whether it is
-- what the booking decided on (`expected_upcoming`, `expected_booked`): only then does the statement that called this
-- store anything. The read is a statement of its own after the locks: a volatile function's every statement sees what
-- was committed before it started, so it sees every change that held one of these locks before this booking got it.
CREATE FUNCTION tour_booking_guard(community integer, mailbox text, quarters integer[], at timestamptz, near_from timestamptz, near_to timestamptz,
  expected_upcoming integer, expected_booked jsonb)
  RETURNS TABLE (unchanged boolean, upcoming integer, booked jsonb) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  now_upcoming integer;
  now_booked jsonb;
BEGIN
  PERFORM lock_tour_times(community, 'tour-mailbox:' || mailbox, quarters);
  SELECT state.upcoming, state.booked INTO now_upcoming, now_booked FROM tour_booking_state(community, mailbox, at, near_from, near_to) state;
  RETURN QUERY SELECT now_upcoming = expected_upcoming AND now_booked = expected_booked, now_upcoming, now_booked;
END $$;

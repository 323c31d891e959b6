-- Issue 22: a deep page of the inbox (page 40 of 50 leads) skips 2,000 leads in order before its own 50. Reading each
-- skipped lead's row cost most of such a page; the page now finds its 50 ids in an index alone (an index-only scan, the
-- rows of the leads it skips never read) and then reads those 50 leads. An index-only scan needs every column the
-- order reads in the index: the status order and the name order read the status and the name, so their indexes carry
-- them too.
DROP INDEX leads_status_order;
CREATE INDEX leads_status_order ON leads ((CASE status WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'tour-scheduled' THEN 2 WHEN 'applied' THEN 3 WHEN 'leased' THEN 4 ELSE 5 END), id) INCLUDE (status);
DROP INDEX leads_name;
CREATE INDEX leads_name ON leads (lower(name), id) INCLUDE (name);

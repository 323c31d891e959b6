-- Issue 27: the sender of a rental application request or a contact message gets a receipt, a mail of its own.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('application', 'contact', 'inquiry-receipt', 'sublet-message', 'sublet-posted', 'sublet-reminder', 'stay-request', 'stay-confirmation'));

-- Issue 27: the seeded resident, maintenance and property answers sent residents to a portal and an emergency line the
-- site does not have. An answer still exactly as seeded becomes the new seed (server/db/seed/content.ts); an answer
-- staff have edited is theirs and is kept.
UPDATE faqs AS f SET answer = fixed.answer
FROM (VALUES
  ('resident', 'How do I pay rent?',
   'Online through the resident portal, by bank transfer or card; rent is due on the 1st.',
   'Rent is due on the 1st. Pay by check or money order at your community''s leasing office, or ask the office to set up a monthly bank transfer.'),
  ('maintenance', 'What counts as an emergency?',
   'No heat in winter, flooding, a gas smell, no power or a lock-out. Call the emergency line any time.',
   'No heat in winter, flooding, a gas smell, no power or a lock-out. Call the emergency maintenance number on this page, day or night.'),
  ('maintenance', 'How do I request a repair?',
   'Submit a request in the resident portal; include photos if you can.',
   'Call or e-mail your community''s leasing office, or send us a message with the form at the end of this page; say what is wrong and where.'),
  ('maintenance', 'My breaker tripped. What do I do?',
   'Switch the breaker fully off, then on. If it trips again, submit a request.',
   'Switch the breaker fully off, then on. If it trips again, request a repair.'),
  ('maintenance', 'Do you treat for pests?',
   'Yes, free of charge. Submit a request and we schedule a visit.',
   'Yes, free of charge. Ask for a visit the way you request a repair, and we schedule one.'),
  ('property', 'Who handles maintenance?',
   'Our maintenance team, the same as for our apartments; request repairs online.',
   'Our maintenance team, the same as for our apartments; our residents page says how to request a repair.')
) AS fixed (kind, question, seeded, answer)
WHERE f.kind = fixed.kind AND f.question = fixed.question AND f.answer = fixed.seeded;

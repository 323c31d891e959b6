import type { NewLead } from '../db/queries/leads';

/** A contact message as the inbox receives it, with `overrides` for what a test is about. */
export const contactLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'contact',
  name: 'Robin Lee',
  email: 'robin@example.org',
  phone: '8125550177',
  preferredContact: 'e-mail',
  community: 'Jordan Commons',
  floorPlan: null,
  page: null,
  message: 'Is parking included?',
  details: [],
  payload: {},
  createdAt: new Date('2026-05-04T15:00:00Z'),
  ...overrides,
});

import { dataClient } from '@/lib/http';

/** The contact funnel of spec section 7: the modal opened, step 1 passed, the message sent. */
export type ContactEvent = 'clicked' | 'initiated' | 'submitted';

/**
 * `POST api/admin/analytics/contact/{event}` with `{property}`. Counting must never stand in a visitor's way,
 * so a failure is swallowed here.
 */
export async function sendContactEvent(event: ContactEvent, property: number): Promise<void> {
  try {
    await dataClient().post(`admin/analytics/contact/${event}`, { property });
  } catch {
    // The count is lost; the visitor's message is not affected.
  }
}

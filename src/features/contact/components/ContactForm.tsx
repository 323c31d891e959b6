import { company } from '@/config';
import type { FormContext } from '@/app/shell/shellState';

export interface ContactFormProps {
  /** The e-mail subject of the message, e.g. 'Message from example.com'. */
  subject: string;
  context: FormContext;
}

/** The two-step contact form. Its fields arrive with the forms work; until then visitors can write to us. */
export default function ContactForm({ subject }: ContactFormProps) {
  return (
    <p>
      Write to us at{' '}
      <a href={`mailto:${company.inquiriesEmail}?subject=${encodeURIComponent(subject)}`}>{company.inquiriesEmail}</a>.
    </p>
  );
}

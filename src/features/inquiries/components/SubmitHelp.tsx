import { company } from '@/config';

/** Spec section 2: under the forms, a way out when sending fails. */
export function SubmitHelp({ subject }: { subject: string }) {
  return (
    <p className="field-hint">
      If submitting fails, e-mail us at{' '}
      <a href={`mailto:${company.inquiriesEmail}?subject=${encodeURIComponent(subject)}`}>{company.inquiriesEmail}</a>.
    </p>
  );
}

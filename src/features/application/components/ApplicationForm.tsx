import { company } from '@/config';
import { formatPhone, telHref } from '@/lib/format';
import type { FormContext } from '@/app/shell/shellState';

export interface ApplicationFormProps {
  context: FormContext;
  onSwitchToContact: () => void;
}

/** The rental application request. Its fields arrive with the forms work; until then visitors are told how to apply. */
export default function ApplicationForm({ onSwitchToContact }: ApplicationFormProps) {
  return (
    <div>
      <p>Applications are free. Call us at <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a> to request one.</p>
      <p>
        Have a question first?{' '}
        <button type="button" className="btn btn-ghost" onClick={onSwitchToContact}>
          Send us a message
        </button>
      </p>
    </div>
  );
}

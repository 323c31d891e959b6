import { CheckboxGroup } from '@/components/CheckboxGroup';
import { Textarea } from '@/components/Textarea';
import type { ContactErrors, ContactFormValues } from '../contactMessage';
import { PersonFields } from './PersonFields';

type Preference = 'phonePreferred' | 'textPreferred' | 'emailPreferred';
const PREFERENCES: Array<[Preference, string]> = [
  ['phonePreferred', 'Phone call'],
  ['textPreferred', 'Text'],
  ['emailPreferred', 'Email'],
];

export interface ContactStepProps {
  values: ContactFormValues;
  errors: ContactErrors;
  onChange: (changes: Partial<ContactFormValues>) => void;
}

/** Step 1 (spec section 5): who is asking, the question, and how they want to be answered. */
export function ContactStepOne({ values, errors, onChange }: ContactStepProps) {
  return (
    <>
      <PersonFields values={values} errors={errors} onChange={onChange} />
      <Textarea label="Question" name="question" required value={values.question} error={errors.question} onChange={(question) => onChange({ question })} />
      <CheckboxGroup
        legend="How should we reach you?"
        options={PREFERENCES.map(([name, label]) => ({ name, label, checked: values[name] }))}
        error={errors.preferred}
        onChange={(name, checked) => onChange({ [name as Preference]: checked })}
      />
    </>
  );
}

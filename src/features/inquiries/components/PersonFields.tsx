import { TextInput } from '@/components/TextInput';
import { phoneInput } from '@/lib/validation';

export interface Person {
  name: string;
  email: string;
  phone: string;
}

export interface PersonFieldsProps {
  values: Person;
  errors: Partial<Record<keyof Person, string>>;
  onChange: (changes: Partial<Person>) => void;
  phoneOptional?: boolean;
}

/** Who is writing: name, e-mail (an e-mail input) and phone (numeric), as both forms ask for them (spec section 5). */
export function PersonFields({ values, errors, onChange, phoneOptional = false }: PersonFieldsProps) {
  return (
    <>
      <TextInput label="Name" name="name" autoComplete="name" required maxLength={100} value={values.name} error={errors.name} onChange={(name) => onChange({ name })} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(email) => onChange({ email })} />
      <TextInput
        label="Phone"
        name="phone"
        // Numeric: a tel input with the digit keypad; letters are dropped as they are typed.
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required={!phoneOptional}
        optional={phoneOptional}
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ phone: phoneInput(phone) })}
      />
    </>
  );
}

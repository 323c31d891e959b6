import { Field } from '@/components/Field';
import { SelectInput } from '@/components/SelectInput';
import { Textarea } from '@/components/Textarea';
import { TextInput } from '@/components/TextInput';
import { company } from '@/config';
import { BEDROOM_OPTIONS, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../rules';
import type { SubletFormErrors, SubletFormValues } from '../subletForm';
import styles from './SubletForm.module.css';

const BEDROOMS = BEDROOM_OPTIONS.map(String);
export const PRIVACY_NOTE = 'Your personal information is for verification purposes only and will not be displayed.';

export interface SubletFieldsProps {
  values: SubletFormValues;
  errors: SubletFormErrors;
  onChange: (changes: Partial<SubletFormValues>) => void;
  /** A stored listing shown as it is: nothing can be typed, so no field counts characters left. */
  readOnly?: boolean;
}

/**
 * The listing's fields in the order of spec section 2. The fixed city suffix sits beside the address: the visitor
 * types the street only, and the suffix is added on send. Title and description count down to their limits.
 */
export function SubletFields({ values, errors, onChange, readOnly = false }: SubletFieldsProps) {
  return (
    <>
      <div className={styles.pair}>
        <TextInput label="First Name" name="firstName" autoComplete="given-name" required maxLength={100} value={values.firstName} error={errors.firstName} onChange={(firstName) => onChange({ firstName })} />
        <TextInput label="Last Name" name="lastName" autoComplete="family-name" required maxLength={100} value={values.lastName} error={errors.lastName} onChange={(lastName) => onChange({ lastName })} />
      </div>
      <TextInput label="Email" name="email" type="email" autoComplete="email" required hint={PRIVACY_NOTE} value={values.email} error={errors.email} onChange={(email) => onChange({ email })} />
      <div className={styles.pairAlways}>
        <SelectInput label="Bedrooms available" name="availableBedrooms" required options={BEDROOMS} placeholder="Choose" value={values.availableBedrooms} error={errors.availableBedrooms} onChange={(availableBedrooms) => onChange({ availableBedrooms })} />
        <SelectInput label="Out of bedrooms" name="bedroom" required options={BEDROOMS} placeholder="Choose" value={values.bedroom} error={errors.bedroom} onChange={(bedroom) => onChange({ bedroom })} />
      </div>
      <Field label="Address" error={errors.address}>
        {(control) => (
          <div className={styles.address}>
            <input {...control} className="input" name="address" autoComplete="street-address" required maxLength={200} value={values.address} onChange={(event) => onChange({ address: event.target.value })} />
            <span className={styles.suffix}>{company.subletCitySuffix}</span>
          </div>
        )}
      </Field>
      <div className={styles.pair}>
        <TextInput label="Zip Code" name="zipcode" inputMode="numeric" autoComplete="postal-code" required maxLength={5} value={values.zipcode} error={errors.zipcode} onChange={(zipcode) => onChange({ zipcode })} />
        <TextInput label="Rent" name="rent" type="number" inputMode="numeric" required value={values.rent} error={errors.rent} onChange={(rent) => onChange({ rent })} />
      </div>
      <div className={styles.pair}>
        <TextInput label="Available From" name="availableFrom" type="date" required value={values.availableFrom} error={errors.availableFrom} onChange={(availableFrom) => onChange({ availableFrom })} />
        <TextInput label="Available To" name="availableTo" type="date" required value={values.availableTo} error={errors.availableTo} onChange={(availableTo) => onChange({ availableTo })} />
      </div>
      <div className={styles.checks}>
        <label className="checkbox">
          <input type="checkbox" name="utilitiesIncluded" checked={values.utilitiesIncluded} onChange={(event) => onChange({ utilitiesIncluded: event.target.checked })} />
          Including Utilities
        </label>
        <label className="checkbox">
          <input type="checkbox" name="petsAllowed" checked={values.petsAllowed} onChange={(event) => onChange({ petsAllowed: event.target.checked })} />
          Pets OK
        </label>
      </div>
      <TextInput label="Title" name="title" required maxLength={TITLE_MAX_LENGTH} counter={!readOnly} value={values.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Textarea label="Description" name="description" required maxLength={DESCRIPTION_MAX_LENGTH} counter={!readOnly} value={values.description} error={errors.description} onChange={(description) => onChange({ description })} />
    </>
  );
}

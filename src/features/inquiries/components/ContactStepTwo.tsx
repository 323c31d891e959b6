import { CheckboxGroup } from '@/components/CheckboxGroup';
import { RangeSlider } from '@/components/RangeSlider';
import { SelectInput } from '@/components/SelectInput';
import { TextInput } from '@/components/TextInput';
import { formatMoney } from '@/lib/format';
import { COMMUNITIES } from '../communities';
import { MAX_RENT, MIN_RENT } from '../contactSchema';
import { BEDROOM_CHOICES } from '../receipt';
import type { ContactStepProps } from './ContactStepOne';
import styles from './ContactForm.module.css';

const HEARD_ABOUT_US = ['Google search', 'Social media', 'Friend or family', 'Drove by', 'Apartment listing site', 'Other'];
const RENT_BOUNDS = { min: MIN_RENT, max: MAX_RENT };

/** Step 2 (spec section 3, additionalInfo): everything optional, so the visitor can send right away. */
export function ContactStepTwo({ values, errors, onChange }: ContactStepProps) {
  return (
    <>
      <div className={styles.pair}>
        <SelectInput label="Bedrooms" name="bedrooms" optional options={BEDROOM_CHOICES} placeholder="Any" value={values.bedrooms} onChange={(bedrooms) => onChange({ bedrooms })} />
        <TextInput label="Move-in date" name="moveInDate" type="date" optional value={values.moveInDate} error={errors.moveInDate} onChange={(moveInDate) => onChange({ moveInDate })} />
      </div>
      <TextInput label="Floor plan" name="floorPlan" optional maxLength={200} value={values.floorPlan} error={errors.floorPlan} onChange={(floorPlan) => onChange({ floorPlan })} />
      <TextInput label="Amenities you are looking for" name="amenities" optional maxLength={500} value={values.amenities} error={errors.amenities} onChange={(amenities) => onChange({ amenities })} />
      <TextInput label="Pets" name="pets" optional maxLength={200} value={values.pets} error={errors.pets} onChange={(pets) => onChange({ pets })} />
      <SelectInput
        label="How did you hear about us?"
        name="hearAboutUs"
        optional
        options={HEARD_ABOUT_US}
        placeholder="Choose one"
        value={values.hearAboutUs}
        onChange={(hearAboutUs) => onChange({ hearAboutUs })}
      />
      <div className={styles.range}>
        <RangeSlider
          label="Rent"
          bounds={RENT_BOUNDS}
          value={{ min: values.lowerRent, max: values.upperRent }}
          format={formatMoney}
          onChange={({ min, max }) => onChange({ lowerRent: min, upperRent: max })}
        />
      </div>
      <CheckboxGroup
        legend="Communities you are interested in"
        columns={2}
        options={COMMUNITIES.map((name) => ({ name, label: name, checked: values.communities.includes(name) }))}
        onChange={(name, checked) =>
          onChange({ communities: checked ? [...values.communities, name] : values.communities.filter((other) => other !== name) })
        }
      />
    </>
  );
}

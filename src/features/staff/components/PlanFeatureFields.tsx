import { LoadError } from '@/components/LoadError';
import { TextInput } from '@/components/TextInput';
import { usePlanFeatureChoices } from '../api/catalogPlans';
import { billText, type PlanFormValues, type PlanProblems } from '../planForm';
import { NewAmenityForm } from './NewAmenityForm';
import { PlanListEditor } from './PlanListEditor';

/**
 * A floor plan's amenities and utilities in its form (issue 23): picked from the catalog, in the plan page's order,
 * each utility with the plan's average monthly bill. Saved with the rest of the plan, from the same version.
 */
export function PlanFeatureFields({ values, set, problems }: { values: PlanFormValues; set: (next: Partial<PlanFormValues>) => void; problems: PlanProblems }) {
  const choices = usePlanFeatureChoices();
  const problem = choices.isError ? <LoadError what="the amenities and utilities to add" onRetry={() => void choices.refetch()} /> : undefined;
  const catalog = choices.data;
  const planHas = (id: number) => values.amenities.some((amenity) => amenity.id === id);

  return (
    <>
      <PlanListEditor
        legend="Amenities"
        itemName="amenity"
        items={values.amenities}
        choices={catalog?.amenities}
        choicesProblem={problem}
        added={(id) => ({ id, name: catalog!.amenities.find((amenity) => amenity.id === id)!.name })}
        onChange={(amenities) => set({ amenities })}
        error={problems.amenities}
        empty="No amenities: the plan page shows no Amenities card (unless the plan has variations)."
        addNew={<NewAmenityForm planHas={planHas} onPick={(amenity) => set({ amenities: planHas(amenity.id) ? values.amenities : [...values.amenities, amenity] })} />}
      />
      <PlanListEditor
        legend="Utilities"
        itemName="utility"
        items={values.utilities}
        choices={catalog?.utilities}
        choicesProblem={problem}
        added={(id) => {
          // A utility added comes with its usual bill, for the office to change.
          const { averageMonthlyBill, ...utility } = catalog!.utilities.find((one) => one.id === id)!;
          return { ...utility, bill: billText(averageMonthlyBill) };
        }}
        onChange={(utilities) => set({ utilities })}
        error={problems.utilities}
        empty="No utilities: the plan page shows no Utilities card, and the monthly estimate is the rent alone."
      >
        {(utility, index) => (
          <TextInput
            label={
              <>
                {/* The row shows the utility's name; a screen reader hears it with the label. */}
                <span className="visually-hidden">{utility.name}:</span> Average monthly bill
              </>
            }
            name={`bill-${utility.id}`}
            inputMode="decimal"
            value={utility.bill}
            onChange={(bill) => set({ utilities: values.utilities.map((other) => (other.id === utility.id ? { ...other, bill } : other)) })}
            optional
            hint={utility.type === 'INCLUDED_UTILITY' ? 'Included in the rent' : 'Paid by the resident: added to the monthly estimate'}
            error={problems[`utilities.${index}`]}
          />
        )}
      </PlanListEditor>
    </>
  );
}

import { PETS, type Pet, type Unit } from './types';

export interface PetPermissions {
  largeDog: boolean;
  smallDog: boolean;
  cat: boolean;
}

/** Spec section 9, the pet matrix. */
const MATRIX: Record<Pet, PetPermissions> = {
  LARGE_DOG_SMALL_DOG_CAT: { largeDog: true, smallDog: true, cat: true },
  SMALL_DOG_CAT: { largeDog: false, smallDog: true, cat: true },
  CAT: { largeDog: false, smallDog: false, cat: true },
  NO_PET: { largeDog: false, smallDog: false, cat: false },
};

export function petPermissions(pet: Pet): PetPermissions {
  return MATRIX[pet];
}

/** The matrix's kinds of pet as the site names them, in the order the plan page and the comparison list them. */
export const PET_KINDS = [
  { key: 'largeDog', label: 'Large Dog' },
  { key: 'smallDog', label: 'Small Dog' },
  { key: 'cat', label: 'Cat' },
] as const satisfies readonly { key: keyof PetPermissions; label: string }[];

export interface PetSetting {
  pet: Pet;
  /** The policy text written with that setting; null when it has none. */
  policy: string | null;
}

type PetSource = Pick<Unit, 'allowedPet' | 'petPolicy'> & { active?: boolean };

/**
 * Spec section 9: a floor plan's own pet setting, or without one its most permissive active unit's; none at all
 * means no pets. The policy text comes with the setting it was written for, so the card's ticks and its text agree.
 */
export function petSetting(plan: { allowedPet: Pet | null; petPolicy: string | null; units: readonly PetSource[] }): PetSetting {
  if (plan.allowedPet) return { pet: plan.allowedPet, policy: plan.petPolicy };
  const rank = (pet: Pet) => PETS.indexOf(pet);
  let chosen: PetSource | undefined;
  for (const unit of plan.units) {
    if (unit.active === false || unit.allowedPet === null) continue;
    if (!chosen || rank(unit.allowedPet) < rank(chosen.allowedPet!)) chosen = unit;
  }
  return chosen ? { pet: chosen.allowedPet!, policy: chosen.petPolicy } : { pet: 'NO_PET', policy: null };
}

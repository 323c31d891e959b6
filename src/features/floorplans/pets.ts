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

/** Spec section 9: a floor plan with no pet setting uses its most permissive unit's; none at all means no pets. */
export function effectivePet(plan: { allowedPet: Pet | null; units: Pick<Unit, 'allowedPet'>[] }): Pet {
  if (plan.allowedPet) return plan.allowedPet;
  const unitPets = new Set(plan.units.map((unit) => unit.allowedPet).filter((pet): pet is Pet => pet !== null));
  return PETS.find((pet) => unitPets.has(pet)) ?? 'NO_PET';
}

import { describe, expect, it } from 'vitest';
import { petPermissions, petSetting } from './pets';

const pet = (plan: Parameters<typeof petSetting>[0]) => petSetting(plan).pet;

describe('spec 9 pet matrix', () => {
  it('LARGE_DOG_SMALL_DOG_CAT permits large dogs, small dogs and cats', () => {
    expect(petPermissions('LARGE_DOG_SMALL_DOG_CAT')).toEqual({ largeDog: true, smallDog: true, cat: true });
  });
  it('SMALL_DOG_CAT permits small dogs and cats, not large dogs', () => {
    expect(petPermissions('SMALL_DOG_CAT')).toEqual({ largeDog: false, smallDog: true, cat: true });
  });
  it('CAT permits cats only', () => {
    expect(petPermissions('CAT')).toEqual({ largeDog: false, smallDog: false, cat: true });
  });
  it('NO_PET permits none', () => {
    expect(petPermissions('NO_PET')).toEqual({ largeDog: false, smallDog: false, cat: false });
  });

  it("a floor plan's own setting wins", () => {
    expect(pet({ allowedPet: 'CAT', petPolicy: null, units: [{ allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: null }] })).toBe('CAT');
  });
  it("a floor plan with no pet setting uses its most permissive unit's", () => {
    expect(
      pet({ allowedPet: null, petPolicy: null, units: [{ allowedPet: 'CAT', petPolicy: null }, { allowedPet: 'SMALL_DOG_CAT', petPolicy: null }, { allowedPet: null, petPolicy: null }] }),
    ).toBe('SMALL_DOG_CAT');
  });
  it('no setting anywhere means no pets', () => {
    expect(pet({ allowedPet: null, petPolicy: null, units: [] })).toBe('NO_PET');
    expect(pet({ allowedPet: null, petPolicy: null, units: [{ allowedPet: null, petPolicy: null }] })).toBe('NO_PET');
  });
  it('issue 14: the policy text comes from the same setting as the ticks; inactive units do not count', () => {
    const units = [
      { allowedPet: 'NO_PET' as const, petPolicy: 'No pets, please.' },
      { allowedPet: 'CAT' as const, petPolicy: 'Cats welcome.' },
      { active: false, allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' as const, petPolicy: 'Dogs welcome.' },
    ];
    expect(petSetting({ allowedPet: null, petPolicy: null, units })).toEqual({ pet: 'CAT', policy: 'Cats welcome.' });
    expect(petSetting({ allowedPet: 'NO_PET', petPolicy: 'None.', units })).toEqual({ pet: 'NO_PET', policy: 'None.' });
  });
});

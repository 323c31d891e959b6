import { describe, expect, it } from 'vitest';
import { effectivePet, petPermissions } from './pets';

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
    expect(effectivePet({ allowedPet: 'CAT', units: [{ allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' }] })).toBe('CAT');
  });
  it("a floor plan with no pet setting uses its most permissive unit's", () => {
    expect(
      effectivePet({ allowedPet: null, units: [{ allowedPet: 'CAT' }, { allowedPet: 'SMALL_DOG_CAT' }, { allowedPet: null }] }),
    ).toBe('SMALL_DOG_CAT');
  });
  it('no setting anywhere means no pets', () => {
    expect(effectivePet({ allowedPet: null, units: [] })).toBe('NO_PET');
    expect(effectivePet({ allowedPet: null, units: [{ allowedPet: null }] })).toBe('NO_PET');
  });
});

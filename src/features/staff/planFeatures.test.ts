import { describe, expect, it } from 'vitest';
import { newAmenitySchema } from './planFeatures';

const problemOf = (name: string) => newAmenitySchema.safeParse({ name, type: 'KITCHEN' }).error?.issues[0].message;

describe('issue 23 amenities: the new amenity form', () => {
  it('issue 23 amenities: a name is one line of plain text, refused before it is sent when it holds a control or bidi character', () => {
    for (const name of ['Wine\tfridge', 'Wine\nfridge', 'Wine\u0085fridge', 'Wine \u202efridge', 'Wine \u2066fridge']) {
      expect(problemOf(name)).toBe('The name must be one line of plain text');
    }
    expect(problemOf('Wine fridge (24″) – café')).toBeUndefined();
  });
});

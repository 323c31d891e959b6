import { describe, expect, it } from 'vitest';
import { sortFaqs } from './sortFaqs';

const faq = (id: number, sortOrder: number) => ({ id, question: `Q${id}`, answer: `A${id}`, sortOrder });

describe('spec 9 FAQ order', () => {
  it('sorts by sortOrder ascending, keeping ties in arrival order, without changing the input', () => {
    const input = [faq(1, 3), faq(2, 1), faq(3, 2), faq(4, 1)];
    expect(sortFaqs(input).map((f) => f.id)).toEqual([2, 4, 3, 1]);
    expect(input.map((f) => f.id)).toEqual([1, 2, 3, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('issue 26 item 2 JSON nesting depth', () => {
  it('counts arrays and objects inside one another, not side by side', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('"text"', 0)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ title: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'say \\"[[[[\\" and "{{{{"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('refuses a text too deep even when it is cut off (no closing brackets)', () => {
    expect(nestsDeeperThan('['.repeat(100_000), 32)).toBe(true);
  });
});

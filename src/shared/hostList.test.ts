import { describe, expect, it } from 'vitest';
import { parseHostList } from './hostList';

describe('design 3 configuration: host lists', () => {
  it('splits comma-separated hosts and ends each with one slash', () => {
    expect(parseHostList(' https://a.example , https://b.example/// ', 'x')).toEqual(['https://a.example/', 'https://b.example/']);
  });

  it("defaults to the page's own origin when no host is configured", () => {
    expect(parseHostList(undefined, 'http://localhost:8080')).toEqual(['http://localhost:8080/']);
    expect(parseHostList(' , ', 'http://localhost:8080/')).toEqual(['http://localhost:8080/']);
  });

  it('names no host when none is configured and there is no fallback (the API adds none to its policy)', () => {
    expect(parseHostList(' , ')).toEqual([]);
  });
});

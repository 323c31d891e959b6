import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './maps';

describe('spec 7 map links', () => {
  it('search the maps service for the address and zip code', () => {
    expect(mapSearchUrl('100 N College Ave Apt 4', '47404')).toBe(
      'https://www.google.com/maps/search/?api=1&query=100%20N%20College%20Ave%20Apt%204%2047404',
    );
    expect(mapSearchUrl('100 N College Ave', null)).toBe('https://www.google.com/maps/search/?api=1&query=100%20N%20College%20Ave');
  });
});

import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapSearchUrl } from './maps';

describe('spec 7 map links', () => {
  it('search the maps service for the address and zip code', () => {
    expect(mapSearchUrl('100 N College Ave Apt 4', '47404')).toBe(
      'https://www.google.com/maps/search/?api=1&query=100%20N%20College%20Ave%20Apt%204%2047404',
    );
    expect(mapSearchUrl('100 N College Ave', null)).toBe('https://www.google.com/maps/search/?api=1&query=100%20N%20College%20Ave');
  });
});

describe('spec 7 map embeds', () => {
  it('use the keyed embed when a key is configured, else the keyless one', () => {
    expect(mapEmbedUrl('100 N College Ave, Bloomington, IN 47404', 'k1')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k1&q=100%20N%20College%20Ave%2C%20Bloomington%2C%20IN%2047404',
    );
    expect(mapEmbedUrl('100 N College Ave', '')).toBe('https://maps.google.com/maps?q=100%20N%20College%20Ave&output=embed');
  });
});

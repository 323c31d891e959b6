import { describe, expect, it } from 'vitest';
import { floorplanJsonLd } from './jsonLd';

const input = {
  name: 'The Aspen',
  address: { address: '100 N College Ave Apt 4', zipcode: '47404' },
  price: 850,
  bedrooms: 1,
  bathrooms: 1,
  images: ['https://img.example/1.jpg'],
  url: 'https://site.example/floorplans/101',
};

describe('floor plan structured data', () => {
  it('names the plan, its address, price, rooms and photos', () => {
    expect(floorplanJsonLd(input)).toMatchObject({
      '@type': 'Apartment',
      name: 'The Aspen',
      numberOfBedrooms: 1,
      image: ['https://img.example/1.jpg'],
      address: { streetAddress: '100 N College Ave Apt 4', addressLocality: 'Bloomington', postalCode: '47404' },
      offers: { price: 850, priceCurrency: 'USD' },
    });
  });

  it('leaves the offer out when there is no price', () => {
    expect(floorplanJsonLd({ ...input, price: null })).not.toHaveProperty('offers');
  });
});

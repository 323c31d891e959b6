import type { PostalAddress } from '@/features/floorplans/address';
import { company } from '@/config';

export interface JsonLdInput {
  name: string;
  address: PostalAddress;
  /** The lowest current rent, if any. */
  price: number | null;
  bedrooms: number;
  bathrooms: number;
  images: string[];
  url: string;
}

/** schema.org data for a floor plan, so search engines can show its name, address, price, rooms and photos. */
export function floorplanJsonLd(input: JsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Apartment',
    name: input.name,
    url: input.url,
    numberOfBedrooms: input.bedrooms,
    numberOfBathroomsTotal: input.bathrooms,
    image: input.images,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.address,
      addressLocality: company.city,
      addressRegion: company.state,
      postalCode: input.address.zipcode,
      addressCountry: 'US',
    },
    ...(input.price === null
      ? {}
      : { offers: { '@type': 'Offer', price: input.price, priceCurrency: 'USD', url: input.url } }),
  };
}

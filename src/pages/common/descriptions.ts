import { company } from '@/config';

const place = `${company.city}, ${company.state}`;

/**
 * The meta descriptions of the pages with content of their own, shown by search engines under the title. Home uses
 * the one index.html ships with; a floor plan uses its own description.
 */
export const descriptions = {
  sublets: (): string => `Free sublet listings in ${place}: rooms and apartments offered by their tenants, with rent, dates and photos.`,
  newSublet: (): string => `Post your ${company.city} sublet for free, with up to 5 photos. Listings remain active for 30 days.`,
  shortTerm: (): string => `Furnished flexible-term apartments in ${place}: 14-day minimum, no lease, no deposit, utilities and internet included.`,
  community: (name: string): string => `${name} in ${place}: floor plans and units available now, location, reviews and answers to common questions.`,
  residents: (): string => `Answers to ${company.productName} residents' general and maintenance questions, and a way to ask us anything else.`,
  team: (): string => `Meet the ${company.productName} team in ${company.city}: who to call about leasing, maintenance and your community.`,
  accessibility: (): string => `How ${company.productName} makes its site usable for everyone, and how to reach us if something gets in your way.`,
};

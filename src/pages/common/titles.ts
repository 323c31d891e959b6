import { company } from '@/config';

/** Page titles of spec section 2. */
export const titles = {
  home: (): string => company.productName,
  /** 'Floorplan: {id}' until the detail view knows its own title (a non-blank `htmlTitle`). */
  floorplan: (floorplanId: string, htmlTitle?: string | null): string =>
    htmlTitle?.trim() ? htmlTitle : `Floorplan: ${floorplanId}`,
  sublets: (): string => `${company.productName}: Sublets`,
  sublet: (uniqueId: string): string => `${company.productName}: Sublets:${uniqueId}`,
  /** The create form's title is not given by the spec; it names what the page is for. */
  newSublet: (): string => `${company.productName}: Post a Sublet`,
  page: (name: string): string => `${company.productName}: ${name}`,
  notFound: (): string => 'Resource Not Found',
  /** Issue 22: a page of the leasing office's workspace. */
  staff: (name: string): string => `${name} · Leasing office`,
};

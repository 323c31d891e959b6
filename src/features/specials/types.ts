import type { IsoDate } from '@/lib/dates';

export interface HomePageSpecial {
  id: number;
  title: string;
  description: string;
  /** HTML from the company; sanitized before it is rendered. */
  details: string;
  image: string | null;
  startDate: IsoDate;
  /** Comma-separated property ids, e.g. '1,3,4'. */
  properties: string;
}

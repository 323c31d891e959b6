/** Calendar dates travel as 'YYYY-MM-DD' strings (spec section 3); no time zone, no time of day. */
export type IsoDate = string;

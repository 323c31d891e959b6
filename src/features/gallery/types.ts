/** One photo in a drive folder; `name` is numeric-like and gives the order. */
export interface Asset {
  id: string;
  name: string;
  /**
   * What a screen reader says for it, in the office's words (issue 23: a floor plan's photos, migration 054); absent when nobody described it (a sublet's, a community's), and the page says what it shows in its own words.
   */
  altText?: string;
}

export interface VideoItem {
  type: 'video' | 'tour';
  url: string;
}

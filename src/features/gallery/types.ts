/** One photo in a drive folder; `name` is numeric-like and gives the order. */
export interface Asset {
  id: string;
  name: string;
}

export interface VideoItem {
  type: 'video' | 'tour';
  url: string;
}

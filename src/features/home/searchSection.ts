/** The id of the home page's search anchor; the header's search link and the hero's button scroll to it. */
export const SEARCH_SECTION_ID = 'search';

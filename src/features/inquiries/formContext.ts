/** What the forms opened from the shell should know about the page that opened them. */
export interface FormContext {
  /** The property the page shows; contact analytics are reported against it (else the company's contact property). */
  propertyId?: number;
  /** A property's own inquiry address; the application form then hides its community select. */
  propertyEmail?: string;
  /** Pre-selects the community in the forms. */
  propertyName?: string;
  /** Pre-fills the floor plan of interest. */
  floorplanName?: string;
  /** Pre-fills the move-in date (YYYY-MM-DD), e.g. a short-term stay's arrival. */
  moveInDate?: string;
  /** Pre-fills the question, e.g. the dates of the stay being asked about. */
  question?: string;
}

/** Floor plan, property, resident and maintenance FAQs share one shape; lists sort by sortOrder ascending. */
export interface Faq {
  id: number;
  question: string;
  answer: string;
  sortOrder: number;
}

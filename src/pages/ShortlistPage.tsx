import { SEARCH_SECTION_ID } from '@/features/home/searchSection';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { ShortlistView } from './shortlist/ShortlistView';

/** /shortlist: issue 16, the floor plans a visitor saved in this browser. */
export default function ShortlistPage() {
  useDocumentTitle(titles.page('Shortlist'));
  return (
    <section className="container section">
      <h1>Your shortlist</h1>
      <ShortlistView searchHref={`/#${SEARCH_SECTION_ID}`} />
    </section>
  );
}

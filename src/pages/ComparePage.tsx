import { SEARCH_SECTION_ID } from '@/features/home/searchSection';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { CompareView } from '@/features/compare/components/CompareView';

/** /compare?ids=…: issue 16, saved floor plans side by side; the URL alone brings the same table back. */
export default function ComparePage() {
  useDocumentTitle(titles.page('Compare floor plans'));
  return (
    <section className="container section">
      <h1>Compare floor plans</h1>
      <CompareView searchHref={`/#${SEARCH_SECTION_ID}`} />
    </section>
  );
}

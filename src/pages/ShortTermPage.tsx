import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

export default function ShortTermPage() {
  useDocumentTitle(titles.page('Short-Term Stays'));
  return (
    <section className="container section">
      <h1>Flexible-term stays</h1>
    </section>
  );
}

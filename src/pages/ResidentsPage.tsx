import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

export default function ResidentsPage() {
  useDocumentTitle(titles.page('Residents'));
  return (
    <section className="container section">
      <h1>Resident FAQ</h1>
    </section>
  );
}

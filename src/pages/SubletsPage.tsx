import { Link } from 'react-router-dom';
import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

export default function SubletsPage() {
  useDocumentTitle(titles.sublets());
  return (
    <section className="container section">
      <h1>Sublets</h1>
      <Link className="btn btn-primary" to="/sublets/new">
        Add Sublet
      </Link>
    </section>
  );
}

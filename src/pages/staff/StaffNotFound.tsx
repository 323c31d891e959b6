import { Link } from 'react-router-dom';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** An address inside the workspace that no page has (a mistyped or old link). */
export default function StaffNotFound() {
  useDocumentTitle(titles.staff('Page not found'));
  return (
    <section>
      <h1>There is no such page in the workspace</h1>
      <p>The link may be old or mistyped.</p>
      <Link to={staffPaths.leads}>Go to the leads</Link>
    </section>
  );
}

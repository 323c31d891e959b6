import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

export default function CommunityPage() {
  useDocumentTitle(titles.page('Community'));
  return (
    <section className="container section">
      <h1>Community</h1>
    </section>
  );
}

import { useParams } from 'react-router-dom';
import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

/** /sublets/new creates a listing; /sublets/{assetKey} shows the poster's own listing. */
export default function SubletPage() {
  const { uniqueId = 'new' } = useParams();
  const creating = uniqueId === 'new';
  useDocumentTitle(creating ? titles.newSublet() : titles.sublet(uniqueId));
  return (
    <section className="container section">
      <h1>{creating ? 'Post your sublet for free. Listing remains active for 30 days' : 'Your Listing'}</h1>
    </section>
  );
}

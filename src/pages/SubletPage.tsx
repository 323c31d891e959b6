import { useParams } from 'react-router-dom';
import { descriptions } from '@/pages/common/descriptions';
import { NotFoundView } from '@/pages/common/NotFoundView';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';
import { Spinner } from '@/components/Spinner';
import { useSubletByAssetKey } from '@/features/sublets/api/getSubletByAssetKey';
import SubletForm from '@/features/sublets/components/SubletForm';
import { SubletListing } from '@/features/sublets/components/SubletListing';

/** /sublets/new creates a listing; /sublets/{assetKey} shows the poster's own listing. */
export default function SubletPage() {
  const { uniqueId = 'new' } = useParams();
  const creating = uniqueId === 'new';
  useDocumentTitle(creating ? titles.newSublet() : titles.sublet(uniqueId), creating ? descriptions.newSublet() : undefined);
  return creating ? (
    <section className="container section">
      <h1>Post your sublet for free. Listing remains active for 30 days</h1>
      <SubletForm />
    </section>
  ) : (
    <OwnListing assetKey={uniqueId} />
  );
}

/** The listing behind a private link; one that cannot be loaded is a 404 (spec section 8). */
function OwnListing({ assetKey }: { assetKey: string }) {
  useNoIndex();
  const sublet = useSubletByAssetKey(assetKey);
  if (sublet.isError) return <NotFoundView />;
  return (
    <section className="container section">
      <h1>Your Listing</h1>
      {sublet.isPending ? <Spinner label="Loading your listing" /> : <SubletListing key={assetKey} sublet={sublet.data} />}
    </section>
  );
}

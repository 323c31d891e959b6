import { useState } from 'react';
import { CardGrid } from '@/components/CardGrid';
import { LoadError } from '@/components/LoadError';
import { useListedSublets } from '../api/getListedSublets';
import type { PublicSublet } from '../types';
import { SubletCard } from './SubletCard';
import { SubletMessageModal } from './SubletMessageModal';
import { SubletReportModal } from './SubletReportModal';

/** Spec section 2, the sublet board: 'loading...' while fetching, then a card per listed sublet. */
export function SubletList() {
  const sublets = useListedSublets();
  const [contacting, setContacting] = useState<PublicSublet | null>(null);
  const [reporting, setReporting] = useState<PublicSublet | null>(null);

  if (sublets.isPending) return <p role="status">loading...</p>;
  if (sublets.isError) return <LoadError what="the sublets" onRetry={() => void sublets.refetch()} />;
  if (sublets.data.length === 0) return <p className="muted">No sublets are listed right now. Check back soon, or post yours.</p>;
  return (
    <>
      <CardGrid label="Sublets">
        {sublets.data.map((sublet, index) => (
          <li key={sublet.id}>
            <SubletCard sublet={sublet} onContact={setContacting} onReport={setReporting} priority={index === 0} />
          </li>
        ))}
      </CardGrid>
      <SubletMessageModal sublet={contacting} onClose={() => setContacting(null)} />
      <SubletReportModal sublet={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

import { descriptions } from '@/pages/common/descriptions';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { company } from '@/config';
import { FlexibleTermIntro } from '@/features/short-term/components/FlexibleTermIntro';
import { ShortTermList } from '@/features/short-term/components/ShortTermList';

export default function ShortTermPage() {
  useDocumentTitle(titles.page('Short-Term Stays'), descriptions.shortTerm());
  return (
    <>
      <FlexibleTermIntro />
      <ShortTermList propertyId={company.shortTermPropertyId} />
    </>
  );
}

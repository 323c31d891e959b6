import { descriptions } from '@/app/descriptions';
import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';
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

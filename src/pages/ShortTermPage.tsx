import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { company } from '@/config';
import { FlexibleTermIntro } from '@/features/short-term/components/FlexibleTermIntro';
import { ShortTermList } from '@/features/short-term/components/ShortTermList';

export default function ShortTermPage() {
  useDocumentTitle(
    titles.page('Short-Term Stays'),
    'Furnished flexible-term apartments in Bloomington, IN: 14-day minimum, no lease, no deposit, utilities and internet included.',
  );
  return (
    <>
      <FlexibleTermIntro />
      <ShortTermList propertyId={company.shortTermPropertyId} />
    </>
  );
}

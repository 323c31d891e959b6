import { Accordion } from '@/components/Accordion';
import { LoadError } from '@/components/LoadError';
import { useResidentFaqs, type ResidentFaqKind } from '../api/getResidentFaqs';
import { FaqList, FaqListSkeleton } from './FaqList';

/** One card of the resident FAQ (spec section 2): collapsed at first, the questions inside. */
export function ResidentFaqCard({ kind, title }: { kind: ResidentFaqKind; title: string }) {
  const faqs = useResidentFaqs(kind);
  return (
    <Accordion title={title}>
      {faqs.isPending ? (
        <FaqListSkeleton />
      ) : faqs.isError ? (
        <LoadError what="these questions" onRetry={() => void faqs.refetch()} />
      ) : faqs.data.length === 0 ? (
        <p className="muted">No questions here yet. Call or write to us and we will help.</p>
      ) : (
        <FaqList faqs={faqs.data} />
      )}
    </Accordion>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { serverMessage } from '@/lib/http';
import { useModeratedSublets } from '@/features/staff/api/getModeratedSublets';
import { useModerateSublet, type SubletDecision } from '@/features/staff/api/moderateSublet';
import { ReasonDialog } from '@/features/staff/components/ReasonDialog';
import { SubletModerationCard } from '@/features/staff/components/SubletModerationCard';
import { SUBLET_PANEL_ID, SubletQueueTabs, subletTabId } from '@/features/staff/components/SubletQueueTabs';
import { SUBLET_QUEUES, subletRejectSchema, type ModeratedSublet, type SubletQueue } from '@/features/staff/types';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

const EMPTY_TEXTS: Record<SubletQueue, string> = {
  pending: 'No sublets wait for a decision.',
  hidden: 'No listing is hidden by reports.',
  listed: 'No sublets are listed right now.',
};

const isQueue = (value: string | null): value is SubletQueue => (SUBLET_QUEUES as readonly (string | null)[]).includes(value);
const rejectProblem = (reason: string) => subletRejectSchema.safeParse({ reason }).error?.issues[0]?.message;

/** `/staff/sublets`: approve or reject what posters sent, restore what reports hid, see what is listed until when. */
export default function SubletsModerationPage() {
  useDocumentTitle(titles.page('Sublet moderation'));
  const [params, setParams] = useSearchParams();
  const queue: SubletQueue = isQueue(params.get('queue')) ? (params.get('queue') as SubletQueue) : 'pending';
  const sublets = useModeratedSublets(queue);
  const moderate = useModerateSublet();
  const [rejecting, setRejecting] = useState<ModeratedSublet>();
  const now = new Date();

  const decide = (decision: SubletDecision) => moderate.mutate(decision, { onSuccess: () => setRejecting(undefined) });
  const actionsFor = (sublet: ModeratedSublet) =>
    queue === 'pending'
      ? [
          { label: 'Approve', onClick: () => decide({ action: 'approve', id: sublet.id }) },
          {
            label: 'Reject',
            onClick: () => {
              moderate.reset();
              setRejecting(sublet);
            },
          },
        ]
      : queue === 'hidden'
        ? [{ label: 'Restore', onClick: () => decide({ action: 'restore', id: sublet.id }) }]
        : [];
  const failure = moderate.isError ? (serverMessage(moderate.error) ?? 'That did not work. Please try again.') : undefined;

  return (
    <>
      <h1>Sublet moderation</h1>
      <SubletQueueTabs
        queue={queue}
        onChange={(next) => {
          moderate.reset();
          setParams(next === 'pending' ? {} : { queue: next });
        }}
      />
      <div id={SUBLET_PANEL_ID} role="tabpanel" aria-labelledby={subletTabId(queue)}>
        {moderate.isSuccess && <FormAlert tone="success">{moderate.data.message}</FormAlert>}
        {failure && !rejecting && <FormAlert tone="error">{failure}</FormAlert>}
        {sublets.isPending ? (
          <LoadingPlaceholder label="Loading the sublets" height="14rem" />
        ) : sublets.isError ? (
          <LoadError what="the sublets" onRetry={() => void sublets.refetch()} />
        ) : sublets.data.length === 0 ? (
          <p>{EMPTY_TEXTS[queue]}</p>
        ) : (
          sublets.data.map((sublet) => <SubletModerationCard key={sublet.id} sublet={sublet} now={now} actions={actionsFor(sublet)} busy={moderate.isPending} />)
        )}
      </div>
      {rejecting && (
        <ReasonDialog
          title={`Reject "${rejecting.title}"`}
          label="Why? We mail this to the poster"
          submitLabel="Reject"
          check={rejectProblem}
          onSubmit={(reason) => decide({ action: 'reject', id: rejecting.id, reason })}
          onClose={() => setRejecting(undefined)}
          pending={moderate.isPending}
          failure={failure}
        />
      )}
    </>
  );
}

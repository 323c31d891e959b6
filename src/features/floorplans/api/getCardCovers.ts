import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { CardPlan } from '../cardPlan';
import type { CardCover } from '../types';
import { floorplanKeys } from './keys';

/** At most this many covers a request: a page of search cards and a page of featured ones. */
const COVERS_PER_REQUEST = 24;

interface Waiting {
  id: number;
  resolve: (cover: CardCover | null) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];

/** One request of the local API for a batch of covers; a plan it does not know gets the default image. */
async function fetchBatch(batch: Waiting[]): Promise<void> {
  const ids = [...new Set(batch.map(({ id }) => id))];
  try {
    const { covers } = await dataClient().get<{ covers: Record<string, CardCover> }>(`home/covers?ids=${ids.join(',')}`);
    for (const { id, resolve } of batch) resolve(covers[id] ?? null);
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}

function sendWaiting(): void {
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += COVERS_PER_REQUEST) void fetchBatch(batch.slice(start, start + COVERS_PER_REQUEST));
}

/**
 * Issue 28: the cover of plan `id` from the own API's `home/covers`. The cards a list shows at once ask in the same
 * moment, so their covers come in one request, not one each.
 */
export function getCardCover(id: number): Promise<CardCover | null> {
  return new Promise((resolve, reject) => {
    waiting.push({ id, resolve, reject });
    if (waiting.length === 1) queueMicrotask(sendWaiting);
  });
}

export const cardCoverQueryOptions = (id: number) => queryOptions({ queryKey: floorplanKeys.cover(id), queryFn: () => getCardCover(id) });

const NO_COVER: CardCover = { image: null, alt: null };

/**
 * A card's cover: the one its plan carries, or (when the plan came without one) fetched as the card is shown;
 * undefined while it loads. One that cannot be loaded is the default image, as a plan without a cover shows.
 */
export function useCardCover(plan: Pick<CardPlan, 'id' | 'coverImage' | 'coverAlt'>): CardCover | undefined {
  const fetched = useQuery({ ...cardCoverQueryOptions(plan.id), enabled: plan.coverImage === undefined });
  if (plan.coverImage !== undefined) return { image: plan.coverImage, alt: plan.coverAlt ?? null };
  if (fetched.isError) return NO_COVER;
  return fetched.data === undefined ? undefined : (fetched.data ?? NO_COVER);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { CardPlan } from '../cardPlan';
import type { CardDetails } from '../types';
import { floorplanKeys } from './keys';

/** At most this many plans a request: a page of search cards and a page of featured ones. */
const CARDS_PER_REQUEST = 24;

interface Waiting {
  id: number;
  resolve: (details: CardDetails | null) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];

/** One request of the local API for a batch of cards; a plan it does not know (no longer listed) gets null. */
async function fetchBatch(batch: Waiting[]): Promise<void> {
  const ids = [...new Set(batch.map(({ id }) => id))];
  try {
    const { cards } = await dataClient().get<{ cards: Record<string, CardDetails> }>(`home/cards?ids=${ids.join(',')}`);
    for (const { id, resolve } of batch) resolve(cards[id] ?? null);
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}

function sendWaiting(): void {
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += CARDS_PER_REQUEST) void fetchBatch(batch.slice(start, start + CARDS_PER_REQUEST));
}

/**
 * Issue 28: the name and photos of plan `id` from the own API's `home/cards`. The cards a list shows at once ask in the
 * same moment, so they come in one request, not one each.
 */
export function getCardDetails(id: number): Promise<CardDetails | null> {
  return new Promise((resolve, reject) => {
    waiting.push({ id, resolve, reject });
    if (waiting.length === 1) queueMicrotask(sendWaiting);
  });
}

export const cardDetailsQueryOptions = (id: number) => queryOptions({ queryKey: floorplanKeys.card(id), queryFn: () => getCardDetails(id) });

/**
 * A card's name and photos: the ones its plan carries, or (when the plan came without them) fetched as the card is
 * shown. Undefined while they load; null when they cannot be read (the card then still shows its facts and its link).
 */
export function useCardDetails(plan: Pick<CardPlan, 'id' | 'details'>): CardDetails | null | undefined {
  const fetched = useQuery({ ...cardDetailsQueryOptions(plan.id), enabled: plan.details === undefined });
  if (plan.details !== undefined) return plan.details;
  return fetched.isError ? null : fetched.data;
}

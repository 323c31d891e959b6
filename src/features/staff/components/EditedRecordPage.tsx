import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { answeredWith } from '@/lib/http';

const isNotFound = (error: unknown) => answeredWith(error, 404);

interface EditedRecordPageProps<T> {
  /** The record's request; `valid` false: the address holds no usable id, so nothing was asked. */
  record: UseQueryResult<T>;
  valid: boolean;
  /** What it is, in the office's words: 'floor plan', 'community'. */
  what: string;
  /** Where to look instead, said on the not-found page. */
  findIt: string;
  /** The way back, above every state. */
  back: ReactNode;
  children: (record: T) => ReactNode;
}

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/**
 * Issue 23: a page of one catalog record the office edits (a floor plan, a community), in each of its states: not
 * found (a wrong number in the address, or a 404), failed to load (with a retry), loading, and the record itself.
 */
export function EditedRecordPage<T>({ record, valid, what, findIt, back, children }: EditedRecordPageProps<T>) {
  if (!valid || (record.isError && isNotFound(record.error))) {
    return (
      <>
        {back}
        <h1>{capitalised(what)} not found</h1>
        <p>There is no {what} with this number. It may have been typed wrong, or {findIt}.</p>
      </>
    );
  }
  if (record.isError) {
    return (
      <>
        {back}
        <h1>{capitalised(what)}</h1>
        <LoadError what={`this ${what}`} onRetry={() => void record.refetch()} />
      </>
    );
  }
  if (record.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <p role="status" className="visually-hidden">
          Loading the {what}
        </p>
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="30rem" />
      </div>
    );
  }
  return (
    <>
      {back}
      {children(record.data)}
    </>
  );
}

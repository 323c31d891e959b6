import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { HYDRATION_ATTRIBUTE } from '@/lib/earlyInput/attribute';

/** Commits with the region's content: the moment that content can answer a click. */
function OnCommit({ onCommit }: { onCommit: (live: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

/**
 * A part of the page that becomes live after the rest, because its code downloads with it (a lazy component). In a
 * server-rendered page its markup is there from the start, so it says when it answers: `data-hydration` reads
 * "pending" until its content has committed, and the early-input recorder holds a tap or a typed value meant for it
 * until then (lib/earlyInput). The wrapper takes no box of its own (display: contents).
 */
export function LateRegion({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [live, setLive] = useState(false);
  return (
    <div className="late-region" {...{ [HYDRATION_ATTRIBUTE]: live ? 'done' : 'pending' }}>
      <Suspense fallback={fallback}>
        <OnCommit onCommit={setLive} />
        {children}
      </Suspense>
    </div>
  );
}

import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { HYDRATION_ATTRIBUTE } from '@/lib/earlyInput/attribute';
import { whenNearViewport } from '@/lib/nearViewport';
import { useHydrating } from './useHydrating';

/** Commits with the region's content: the moment that content can answer a click. */
function OnCommit({ onCommit }: { onCommit: (live: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

/** Holds the hydration of its boundary until `near` settles; renders straight away on the server and in the browser's own renders. */
function NearViewportGate({ near }: { near: Promise<void> }) {
  if (useHydrating()) use(near);
  return null;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

interface LateRegionProps {
  /** Shown while the content's code downloads (a lazy component) in the browser's own renders. */
  fallback?: ReactNode;
  /**
   * The server's markup of the content is hydrated only when it nears the viewport (issue 13): until then it is
   * shown as it came, and hydrating it would be work the visitor cannot see yet, on a phone's busy main thread.
   */
  hydrateNearViewport?: boolean;
  children: ReactNode;
}

/**
 * A part of the page that becomes live after the rest: because its code downloads with it (a lazy component), or
 * because it waits until it nears the viewport. In a server-rendered page its markup is there from the start, so it
 * says when it answers: `data-hydration` reads "pending" until its content has committed, and the early-input
 * recorder holds a tap or a typed value meant for it until then (lib/earlyInput). The wrapper takes no box of its own
 * (display: contents).
 */
export function LateRegion({ fallback = null, hydrateNearViewport = false, children }: LateRegionProps) {
  const [live, setLive] = useState(false);
  const [near] = useState(() => (hydrateNearViewport ? deferred() : null));
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near && wrapper.current) return whenNearViewport(wrapper.current.children, near.resolve);
  }, [near]);

  return (
    <div ref={wrapper} className="late-region" {...{ [HYDRATION_ATTRIBUTE]: live ? 'done' : 'pending' }}>
      <Suspense fallback={fallback}>
        {near && <NearViewportGate near={near.promise} />}
        <OnCommit onCommit={setLive} />
        {children}
      </Suspense>
    </div>
  );
}

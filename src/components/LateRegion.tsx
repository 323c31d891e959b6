import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { HYDRATION_ATTRIBUTE } from '@/lib/earlyInput/attribute';
import { whenNearViewport } from '@/lib/nearViewport';
import { useHydrating } from './useHydrating';

/** Commits with the region's content: the moment that content can answer a click. */
function OnCommit({ onCommit }: { onCommit: (live: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

/** A gate that is open (settled, and marked so for `use()`). */
const OPEN: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Holds the hydration of its boundary until the gate opens; renders straight away on the server and in the
 * browser's own renders. It calls `use()` on every render (an open gate otherwise): a component that suspended on it
 * must call it again when it finishes.
 */
function NearViewportGate({ gate }: { gate: Promise<void> }) {
  use(useHydrating() ? gate : OPEN);
  return null;
}

/**
 * A promise the region opens when it nears the viewport. Opening also marks it settled the way React marks the
 * promises it has seen, so `use()` reads it as open at once in any render that comes before React's own callback.
 */
function createGate(): { promise: Promise<void>; open: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return {
    promise,
    open: () => {
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

interface LateRegionProps {
  /** Shown while the content's code downloads (a lazy component) in the browser's own renders; the first one given. */
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
  const [gate] = useState(() => (hydrateNearViewport ? createGate() : null));
  const [first] = useState({ content: children, fallback });
  // Until the region is live it renders its first content again, as the same element: React can apply new content
  // only to hydrated markup. Given new props (a parent re-rendering, even with equal values) while the region still
  // waits for its code or its turn, React drops the server's copy, and with it what the visitor typed there, and
  // renders it anew once the code arrives. The content the parent gave meanwhile follows as soon as the region is live.
  // (A context the content reads that changes meanwhile would do the same; none of the regions' contexts does.)
  const content = live ? children : first.content;
  const boundary = useMemo(
    () => (
      <Suspense fallback={first.fallback}>
        {gate && <NearViewportGate gate={gate.promise} />}
        <OnCommit onCommit={setLive} />
        {content}
      </Suspense>
    ),
    [content, first.fallback, gate],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate && wrapper.current) return whenNearViewport(wrapper.current.children, gate.open);
  }, [gate]);

  return (
    <div ref={wrapper} className="late-region" {...{ [HYDRATION_ATTRIBUTE]: live ? 'done' : 'pending' }}>
      {boundary}
    </div>
  );
}

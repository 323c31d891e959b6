import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * A promise that can be opened from a render: `use()` reads a settled promise's `status` at once (the fields React
 * itself puts on the promises it has seen), so the render that opens the gate hydrates the region in the same pass.
 */
function createGate(): { promise: Promise<void>; isOpen: () => boolean; open: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return {
    promise,
    isOpen: () => (promise as { status?: string }).status === 'fulfilled',
    open: () => {
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
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
  const [gate] = useState(() => (hydrateNearViewport ? createGate() : null));
  const [firstContent] = useState(children);
  // New content before the region hydrated (its parent re-rendered): React can only apply it to hydrated markup and
  // would otherwise drop the server's copy and render it anew, so the region hydrates now.
  if (gate && !gate.isOpen() && children !== firstContent) gate.open();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate && wrapper.current) return whenNearViewport(wrapper.current.children, gate.open);
  }, [gate]);

  return (
    <div ref={wrapper} className="late-region" {...{ [HYDRATION_ATTRIBUTE]: live ? 'done' : 'pending' }}>
      <Suspense fallback={fallback}>
        {gate && <NearViewportGate gate={gate.promise} />}
        <OnCommit onCommit={setLive} />
        {children}
      </Suspense>
    </div>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { SUBLET_QUEUES, type SubletQueue } from '../types';
import styles from './SubletQueueTabs.module.css';

export const SUBLET_QUEUE_LABELS: Record<SubletQueue, string> = { pending: 'Pending', hidden: 'Hidden by reports', listed: 'Listed' };

export const subletTabId = (queue: SubletQueue) => `sublet-queue-${queue}`;
export const SUBLET_PANEL_ID = 'sublet-queue-panel';

/** The moderation queues as tabs: arrow keys, Home and End move between them (the ARIA tabs pattern). */
export function SubletQueueTabs({ queue, onChange }: { queue: SubletQueue; onChange: (queue: SubletQueue) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent) {
    const index = SUBLET_QUEUES.indexOf(queue);
    const last = SUBLET_QUEUES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(SUBLET_QUEUES[next]);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Sublet queues" className={styles.tabs} onKeyDown={handleKeyDown}>
      {SUBLET_QUEUES.map((name, index) => (
        <button
          key={name}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={subletTabId(name)}
          type="button"
          role="tab"
          aria-selected={name === queue}
          aria-controls={SUBLET_PANEL_ID}
          tabIndex={name === queue ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(name)}
        >
          {SUBLET_QUEUE_LABELS[name]}
        </button>
      ))}
    </div>
  );
}

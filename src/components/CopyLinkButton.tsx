import { useEffect, useState } from 'react';
import { Icon } from './Icon';

/** Spec section 9: how long the check icon shows after copying. */
export const COPY_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = { idle: 'Copy link', copied: 'Link copied', failed: 'Could not copy the link' };

/** Copies `url` to the clipboard and shows a check icon for 2 seconds (spec section 4). */
export function CopyLinkButton({ url, className = 'btn btn-secondary' }: { url: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // Clipboard access can be refused (insecure page, denied permission); say so rather than pretend.
      setState('failed');
    }
  }

  return (
    <button type="button" className={className} onClick={() => void copy()}>
      <Icon name={state === 'copied' ? 'check' : 'copy'} />
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}

import { useEffect } from 'react';

/** Asks search engines not to index the page while it is shown, e.g. a listing opened by its private link. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

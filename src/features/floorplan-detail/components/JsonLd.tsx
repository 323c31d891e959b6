import { useEffect } from 'react';
import { usePageHead } from '@/lib/pageHead';

/** Marks the blocks the server put in the served head (issue 13), which the page's own take over. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Puts structured data in the document head while the page is shown (on the server: in the served head). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data);
  usePageHead()?.collect({ jsonLd: json });
  useEffect(() => {
    document.head.querySelectorAll(`script[${FIRST_PAINT_ATTRIBUTE}]`).forEach((block) => block.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
  return null;
}

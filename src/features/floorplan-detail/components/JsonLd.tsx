import { useEffect } from 'react';

/** Puts structured data in the document head while the page is shown. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
  return null;
}

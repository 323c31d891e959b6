import { useEffect } from 'react';

function metaTag(name: string, content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  return meta;
}

/**
 * For a page opened by a private link (a sublet's key is in its URL), while it is shown: search engines must not
 * index it, and the browser must not send its address to other sites. The server says the same in its headers, but a
 * visitor who arrives by navigating inside the site (right after posting) never asks the server for the page.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const tags = [metaTag('robots', 'noindex'), metaTag('referrer', 'no-referrer')];
    document.head.append(...tags);
    return () => tags.forEach((tag) => tag.remove());
  }, []);
}

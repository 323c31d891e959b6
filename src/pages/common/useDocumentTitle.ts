import { useEffect } from 'react';
import { company } from '@/config';
import { usePageHead } from '@/lib/pageHead';

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/** The description index.html ships with, used by pages that give none. */
let defaultDescription: string | undefined;

/**
 * Sets the tab title (the product name when none is given, spec section 2) and, when given, the page's meta
 * description, for as long as the page is shown.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  // On the server the same values go into the served head (issue 13).
  usePageHead()?.collect({ title: title || company.productName, description });

  useEffect(() => {
    document.title = title || company.productName;
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    if (!tag) return;
    // A page the server rendered arrives with its own description; the site's is kept beside it.
    defaultDescription ??= tag.dataset.siteDefault ?? tag.content;
    tag.content = description || defaultDescription;
  }, [description]);
}

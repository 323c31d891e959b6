import { useEffect } from 'react';
import { company } from '@/config';

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
  useEffect(() => {
    document.title = title || company.productName;
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    if (!tag) return;
    defaultDescription ??= tag.content;
    tag.content = description || defaultDescription;
  }, [description]);
}

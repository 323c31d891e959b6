import { useEffect } from 'react';
import { company } from '@/config';

/** Sets the tab title for as long as the page is shown; the product name when none is given (spec section 2). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title || company.productName;
  }, [title]);
}

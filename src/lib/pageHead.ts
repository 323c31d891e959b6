import { createContext, useContext } from 'react';
import type { PageHead } from '@/shared/renderSeam';

/** What pages tell the server's renderer about themselves while it renders them (issue 13). */
export interface PageHeadCollector {
  /** Takes what a page said while it rendered (pages write during render: the server runs no effects). */
  collect(part: Omit<Partial<PageHead>, 'jsonLd'> & { jsonLd?: string }): void;
}

/** A collector for one render pass of the server, and what it collected. */
export function createPageHeadCollector(): { head: PageHead; collector: PageHeadCollector } {
  const head: PageHead = { jsonLd: [] };
  return {
    head,
    collector: {
      collect({ jsonLd, ...part }) {
        for (const [key, value] of Object.entries(part)) if (value) Object.assign(head, { [key]: value });
        if (jsonLd) head.jsonLd.push(jsonLd);
      },
    },
  };
}

/** Given only by the server's renderer; null in the browser, where nothing is collected. */
export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** The server's collector, or null in the browser. */
export function usePageHead(): PageHeadCollector | null {
  return useContext(PageHeadContext);
}

/**
 * The page's share preview: its picture, its title when it says more than the tab's title, and its text when it says
 * more than the meta description.
 */
export function useSharePreview(preview: { image?: string; title?: string; text?: string }): void {
  usePageHead()?.collect({ image: preview.image, shareTitle: preview.title, shareText: preview.text });
}

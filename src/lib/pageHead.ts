import { createContext, useContext } from 'react';

/**
 * What a page says about itself for the head of the served HTML (issue 13): the server collects it while it renders
 * the page with the same components as the browser, which set the same things on `document` in effects.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The share preview's text when it says more than the meta description (a floor plan's price). */
  shareText?: string;
  /** The share preview's picture, and the largest image of the first screen, which the head preloads. */
  image?: string;
  /** schema.org blocks, as JSON. */
  jsonLd: string[];
}

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

/** The page's share preview: its picture and, when it says more than the meta description, its text. */
export function useSharePreview(preview: { image?: string; text?: string }): void {
  usePageHead()?.collect({ image: preview.image, shareText: preview.text });
}

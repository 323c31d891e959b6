import { escapeHtml } from '../http/escape-html';

/** What the rendered page said about itself (src/lib/pageHead.ts). */
export interface RenderedHead {
  title?: string;
  description?: string;
  shareTitle?: string;
  shareText?: string;
  image?: string;
  jsonLd: string[];
}

/** A URL of this site on its public origin: share previews and canonical links must not name a proxy's address. */
function publicUrl(url: string, requestOrigin: string, publicOrigin: string): string {
  const absolute = new URL(url, requestOrigin);
  return absolute.origin === requestOrigin ? `${publicOrigin}${absolute.pathname}${absolute.search}` : absolute.href;
}

/** index.html with the page's title: all the head a page that is nobody's to share or index needs. */
export function withPageTitle(template: string, title = ''): string {
  return template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

const DESCRIPTION_TAG = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/**
 * index.html's head made the page's (issue 13): its title and description, the canonical URL, the share preview
 * (Open Graph, Twitter card) and its structured data. Crawlers and link previews read this without running a script.
 * (The preload of the first screen's largest image is React's: it writes one for an image rendered with a high fetch
 * priority, with the image's srcset, so the browser asks for the width it will paint.)
 */
export function withPageHead(
  template: string,
  head: RenderedHead,
  where: { pathname: string; requestOrigin: string; publicOrigin: string },
): string {
  const siteDescription = DESCRIPTION_TAG.exec(template)?.[1] ?? '';
  const description = head.description ? escapeHtml(head.description) : siteDescription;
  const shareText = head.shareText ? escapeHtml(head.shareText) : description;
  const shareTitle = escapeHtml(head.shareTitle || head.title || '');
  const canonical = escapeHtml(publicUrl(where.pathname, where.requestOrigin, where.publicOrigin));
  const image = head.image && escapeHtml(publicUrl(head.image, where.requestOrigin, where.publicOrigin));
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:title" content="${shareTitle}" />`,
    `<meta property="og:description" content="${shareText}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${shareTitle}" />`,
    `<meta name="twitter:description" content="${shareText}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`, `<meta name="twitter:image" content="${image}" />`] : []),
    ...head.jsonLd.map((json) => `<script type="application/ld+json" data-first-paint>${json.replace(/</g, '\\u003c')}</script>`),
  ];
  return withPageTitle(template, head.title)
    .replace(DESCRIPTION_TAG, () => `<meta name="description" content="${description}" data-site-default="${siteDescription}" />`)
    .replace(/\n\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}

export interface ShareLink {
  label: string;
  href: string;
}

/** Spec section 2, the share menu: two social networks and an e-mail, each carrying the page link. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const link = encodeURIComponent(url);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { label: 'X', href: `https://x.com/intent/post?url=${link}&text=${encodeURIComponent(title)}` },
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${link}` },
  ];
}

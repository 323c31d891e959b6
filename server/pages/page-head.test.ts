import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Apartments for rent in Bloomington."
    />
    <title>Limestone Living</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const WHERE = { pathname: '/floorplans/1', requestOrigin: 'http://127.0.0.1:8080', publicOrigin: 'https://www.example.org' };

describe('issue 13 the head of a served page', () => {
  it("spec 1 share a floor plan: title, description, canonical URL, preview with its price and picture, structured data", () => {
    const html = withPageHead(
      TEMPLATE,
      {
        title: 'Dunn Studio | Limestone Living',
        description: 'An open-plan studio.',
        shareText: 'Dunn Studio, from $795/month, 415 E Kirkwood Ave.',
        image: 'http://127.0.0.1:8080/api/asset/download/photo-1',
        jsonLd: ['{"name":"</script><b>"}'],
      },
      WHERE,
    );
    expect(html).toContain('<title>Dunn Studio | Limestone Living</title>');
    expect(html).toContain('<meta name="description" content="An open-plan studio." data-site-default="Apartments for rent in Bloomington." />');
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/floorplans/1" />');
    expect(html).toContain('<meta property="og:description" content="Dunn Studio, from $795/month, 415 E Kirkwood Ave." />');
    expect(html).toContain('<meta property="og:image" content="https://www.example.org/api/asset/download/photo-1" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Structured data cannot close its script element.
    expect(html).toContain('<script type="application/ld+json" data-first-paint>{"name":"\\u003c/script>\\u003cb>"}</script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what pages say, and a page without a picture gets the small card', () => {
    const html = withPageHead(TEMPLATE, { title: 'Tom & "Jerry" <b>', jsonLd: [] }, WHERE);
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it("issue 27 share preview: the preview's title is the page's share title (a plan's name and price), the tab keeps its title", () => {
    const html = withPageHead(TEMPLATE, { title: 'Floorplan: 28', shareTitle: 'The Birch: from $1,450/month', jsonLd: [] }, WHERE);
    expect(html).toContain('<title>Floorplan: 28</title>');
    expect(html).toContain('<meta property="og:title" content="The Birch: from $1,450/month" />');
    expect(html).toContain('<meta name="twitter:title" content="The Birch: from $1,450/month" />');
  });

  it('issue 27 share preview: a page without a share title shares its title', () => {
    const html = withPageHead(TEMPLATE, { title: 'Limestone Living: Sublets', jsonLd: [] }, WHERE);
    expect(html).toContain('<meta property="og:title" content="Limestone Living: Sublets" />');
  });
});

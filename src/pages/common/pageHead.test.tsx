import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/features/floorplan-detail/components/JsonLd';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { createPageHeadCollector, PageHeadContext, useSharePreview } from '@/lib/pageHead';

function Page() {
  useDocumentTitle('Dunn Studio', 'An open-plan studio.');
  useSharePreview({ image: 'https://example.org/photo.jpg', text: 'Dunn Studio, from $795/month.' });
  return <JsonLd data={{ name: 'Dunn Studio' }} />;
}

describe('issue 13 what a page says about itself for the served head', () => {
  it('collects the title, description, share preview and structured data the page renders with', () => {
    const { head, collector } = createPageHeadCollector();
    render(
      <PageHeadContext value={collector}>
        <Page />
      </PageHeadContext>,
    );
    expect(head).toEqual({
      title: 'Dunn Studio',
      description: 'An open-plan studio.',
      image: 'https://example.org/photo.jpg',
      shareText: 'Dunn Studio, from $795/month.',
      jsonLd: ['{"name":"Dunn Studio"}'],
    });
  });

  it("in the browser the page's structured data replaces the block the server sent", () => {
    document.head.innerHTML = '<script type="application/ld+json" data-first-paint>{"name":"old"}</script>';
    render(<Page />);
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...blocks].map((block) => block.textContent)).toEqual(['{"name":"Dunn Studio"}']);
    document.head.innerHTML = '';
  });
});

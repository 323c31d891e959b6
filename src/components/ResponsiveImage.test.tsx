import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const STORED = 'https://assets.example/api/asset/download/fp-12-cover';

describe('issue 8 images', () => {
  it('a picture below the fold waits until it nears the viewport and decodes off the main thread', () => {
    render(<ResponsiveImage src={STORED} alt="The Aspen" width={640} height={480} sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'The Aspen' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });

  it("the page's largest image loads at once, first", () => {
    render(<ResponsiveImage src={STORED} alt="The Aspen" width={800} height={600} sizes="50vw" loading="lcp" />);
    const image = screen.getByRole('img', { name: 'The Aspen' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('a stored image offers its WebP widths for the size it is shown at; other pictures are used as they are', () => {
    render(
      <>
        <ResponsiveImage src={STORED} alt="stored" width={640} height={480} sizes="(min-width: 36rem) 24rem, 100vw" />
        <ResponsiveImage src="/images/default-image.svg" alt="default" width={640} height={480} sizes="100vw" />
      </>,
    );
    const stored = screen.getByRole('img', { name: 'stored' });
    expect(stored).toHaveAttribute('src', STORED);
    expect(stored).toHaveAttribute('srcset', expect.stringContaining(`${STORED}?w=640 640w`));
    expect(stored).toHaveAttribute('sizes', '(min-width: 36rem) 24rem, 100vw');
    const fallback = screen.getByRole('img', { name: 'default' });
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });
});

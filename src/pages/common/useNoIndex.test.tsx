import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNoIndex } from './useNoIndex';

function PrivatePage() {
  useNoIndex();
  return null;
}

const content = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('issue 8 private sublet links', () => {
  it('are not indexed and send no referrer while shown, and leaving them lifts both', () => {
    const page = render(<PrivatePage />);
    expect(content('robots')).toBe('noindex');
    expect(content('referrer')).toBe('no-referrer');

    page.unmount();
    expect(content('robots')).toBeUndefined();
    expect(content('referrer')).toBeUndefined();
  });
});

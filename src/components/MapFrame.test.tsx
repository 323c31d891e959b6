import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapFrame } from './MapFrame';

describe('issue 27 map: a map that cannot load still says where the place is', () => {
  it('shows the address and an Open in Maps link inside the map box, beside the embedded map', () => {
    render(<MapFrame address="415 E Kirkwood Ave, Bloomington, IN 47408" title="Map of The Kirkwood" />);
    const box = screen.getByRole('figure', { name: '415 E Kirkwood Ave, Bloomington, IN 47408' });
    expect(within(box).getByTitle('Map of The Kirkwood')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: /^Open in Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=415%20E%20Kirkwood%20Ave%2C%20Bloomington%2C%20IN%2047408',
    );
  });
});

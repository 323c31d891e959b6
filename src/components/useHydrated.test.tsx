import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'live' : 'server copy'}</p>;
}

describe('issue 13 hydrated', () => {
  it('is false in the server render and true once rendered in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server copy');
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LateRegion } from './LateRegion';

/** The browser's IntersectionObserver, driven by the test: `near()` says the region came within reach. */
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class TestIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {}
}
const near = () => act(async () => observed.forEach((callback) => callback([{ isIntersecting: true }])));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <LateRegion hydrateNearViewport>
      <Counter label={label} />
    </LateRegion>
  );
}

/** The markup as the server renders it: where there is no window (this test runs in jsdom, which has one). */
function renderOnServer(label: string): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page label={label} />);
  } finally {
    vi.stubGlobal('window', globalThis);
  }
}

let root: Root | undefined;
async function serveAndHydrate(label: string) {
  const container = document.createElement('div');
  container.innerHTML = renderOnServer(label);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />);
  });
  return container;
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

describe('issue 13 main thread: a region below the first screen hydrates as it comes near', () => {
  it("shows the server's markup, answers nothing until near, then is live", async () => {
    const container = await serveAndHydrate('Photos');
    const region = container.querySelector('.late-region')!;
    expect(region).toHaveAttribute('data-hydration', 'pending');
    fireEvent.click(screen.getByRole('button', { name: 'Photos: 0' }));
    expect(screen.getByRole('button', { name: 'Photos: 0' })).toBeInTheDocument();

    await near();
    expect(region).toHaveAttribute('data-hydration', 'done');
    fireEvent.click(screen.getByRole('button', { name: 'Photos: 0' }));
    expect(screen.getByRole('button', { name: 'Photos: 1' })).toBeInTheDocument();
  });

  it("takes new content before it came near by hydrating then, keeping the server's markup (no error)", async () => {
    const container = await serveAndHydrate('Photos');
    const serverButton = screen.getByRole('button', { name: 'Photos: 0' });

    await act(async () => root!.render(<Page label="Tours" />));
    expect(screen.getByRole('button', { name: 'Tours: 0' })).toBe(serverButton);
    expect(container.querySelector('.late-region')).toHaveAttribute('data-hydration', 'done');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { lazy, useState, type ComponentType } from 'react';
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

  it("takes new content given before it came near once it is live, keeping the server's markup (no error)", async () => {
    const container = await serveAndHydrate('Photos');
    const serverButton = screen.getByRole('button', { name: 'Photos: 0' });

    await act(async () => root!.render(<Page label="Tours" />));
    expect(container.querySelector('.late-region')).toHaveAttribute('data-hydration', 'pending');
    expect(screen.getByRole('button', { name: 'Photos: 0' })).toBe(serverButton);

    await near();
    expect(container.querySelector('.late-region')).toHaveAttribute('data-hydration', 'done');
    expect(screen.getByRole('button', { name: 'Tours: 0' })).toBe(serverButton);
  });
});

/** A box whose code comes later (a lazy component), as the stay price calculator's does. */
function DateBox({ field }: { field: { label: string } }) {
  return (
    <label>
      {field.label}
      <input name="arrival" />
    </label>
  );
}

function LazyPage({ Box, field }: { Box: ComponentType<{ field: { label: string } }>; field: { label: string } }) {
  return (
    <LateRegion fallback={<p>Loading</p>}>
      <Box field={field} />
    </LateRegion>
  );
}

describe('issue 13 early input: a lazy region keeps what was typed into its server markup while its code loads', () => {
  it('the page re-rendering meanwhile (new props of the same content) neither replaces the box nor empties it', async () => {
    let codeArrives = () => {};
    const LazyDateBox = lazy(() => new Promise<{ default: typeof DateBox }>((resolve) => (codeArrives = () => resolve({ default: DateBox }))));
    const container = document.createElement('div');
    vi.stubGlobal('window', undefined);
    try {
      container.innerHTML = renderToString(<LazyPage Box={DateBox} field={{ label: 'Arrival' }} />);
    } finally {
      vi.stubGlobal('window', globalThis);
    }
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <LazyPage Box={LazyDateBox} field={{ label: 'Arrival' }} />);
    });
    const serverBox = screen.getByRole<HTMLInputElement>('textbox', { name: 'Arrival' });
    // Typed before React listens to this box: only the box holds it (the early-input recorder replays it later).
    serverBox.value = '2026-12-01';

    // The page renders again before the code arrived, with a new (equal) object for the region's content.
    await act(async () => root!.render(<LazyPage Box={LazyDateBox} field={{ label: 'Arrival' }} />));
    await act(async () => codeArrives());

    expect(container.querySelector('.late-region')).toHaveAttribute('data-hydration', 'done');
    expect(screen.getByRole('textbox', { name: 'Arrival' })).toBe(serverBox);
    expect(screen.getByRole('textbox', { name: 'Arrival' })).toHaveValue('2026-12-01');
  });
});

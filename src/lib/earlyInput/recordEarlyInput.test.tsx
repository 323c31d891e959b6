import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LateRegion } from '@/components/LateRegion';
import { useHydrating } from '@/components/useHydrating';
import { HYDRATION_ATTRIBUTE } from './attribute';
import { markLive } from './markLive';
import { recordEarlyInput } from './recordEarlyInput';

function Inquiry() {
  const [tours, setTours] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pets, setPets] = useState(false);
  const [sent, setSent] = useState('nothing');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${name}${pets ? ' with pets' : ''}`);
      }}
    >
      <button type="button" onClick={() => setTours((count) => count + 1)}>
        Video Tour
      </button>
      <p>Tours opened: {tours}</p>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>Hello {name || 'stranger'}</p>
      <label>
        Email <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <p>Write to {email || 'nobody'}</p>
      <label>
        <input type="checkbox" checked={pets} onChange={(event) => setPets(event.target.checked)} /> Pets
      </label>
      <button type="submit">Send</button>
      <p>Sent: {sent}</p>
    </form>
  );
}

function LiveMarker() {
  useEffect(() => markLive(document.documentElement), []);
  return null;
}

let stopRecording = () => {};
let root: Root | undefined;

/** The page as the server sends it: markup without handlers, <html> pending, the recorder running. */
function serve(markup: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  document.documentElement.setAttribute(HYDRATION_ATTRIBUTE, 'pending');
  stopRecording = recordEarlyInput(document);
  return container;
}

async function hydrate(container: HTMLElement, app: React.ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, app);
  });
}

beforeEach(() => {
  document.documentElement.removeAttribute(HYDRATION_ATTRIBUTE);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stopRecording();
  document.body.replaceChildren();
});

describe('spec 2 issue 13 early input: what a visitor does before the page answers is not lost', () => {
  it('a tap, a typed name, a ticked box and a send made before hydration all reach the page once it is live', async () => {
    const container = serve(renderToString(<Inquiry />));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Video Tour' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Pets' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Nothing answered yet: the box is not left ticked by the browser (it would flip back on replay) and no form was sent.
    expect(screen.getByText('Tours opened: 0')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pets' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');

    await hydrate(
      container,
      <>
        <Inquiry />
        <LiveMarker />
      </>,
    );

    expect(await screen.findByText('Tours opened: 1')).toBeInTheDocument();
    // The first replayed value re-renders the form; the second must not be overwritten by its empty state first.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Write to ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pets' })).toBeChecked();
    expect(screen.getByText('Sent: Ada with pets')).toBeInTheDocument();
    // Once live, the page answers directly, once per tap.
    await user.click(screen.getByRole('button', { name: 'Video Tour' }));
    expect(screen.getByText('Tours opened: 2')).toBeInTheDocument();
  });

  it('a tap on a part whose code is still downloading is given to it when that part is live', async () => {
    function PhotoButton() {
      const [opened, setOpened] = useState(false);
      return (
        <button type="button" onClick={() => setOpened(true)}>
          {opened ? 'Photo open' : 'Open photo'}
        </button>
      );
    }
    const container = serve(
      renderToString(
        <LateRegion fallback={<p>Loading photos</p>}>
          <PhotoButton />
        </LateRegion>,
      ),
    );
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const LazyPhotoButton = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));

    await hydrate(
      container,
      <>
        <LateRegion fallback={<p>Loading photos</p>}>
          <LazyPhotoButton />
        </LateRegion>
        <LiveMarker />
      </>,
    );
    // The page is live but this part's code has not arrived: the server's button is still there, without a handler.
    expect(document.documentElement).toHaveAttribute(HYDRATION_ATTRIBUTE, 'done');
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    expect(screen.getByRole('button', { name: 'Open photo' })).toBeInTheDocument();

    await act(async () => arrive({ default: PhotoButton }));
    expect(await screen.findByRole('button', { name: 'Photo open' })).toBeInTheDocument();
  });

  it('a date typed before hydration is kept when the form renders again before the replay (issue 16 stay price)', async () => {
    /** A form that renders again right after it hydrated (as one reading useHydrating does), writing its state into its boxes. */
    function StayDates() {
      const [arrival, setArrival] = useState('');
      const hydrating = useHydrating();
      return (
        <div data-hydrating={hydrating}>
          <label>
            Arrival <input value={arrival} onChange={(event) => setArrival(event.target.value)} />
          </label>
          <p>Arriving {arrival || 'some day'}</p>
        </div>
      );
    }
    const container = serve(renderToString(<StayDates />));
    await userEvent.type(screen.getByRole('textbox', { name: 'Arrival' }), '2026-12-01');

    await hydrate(
      container,
      <>
        <StayDates />
        <LiveMarker />
      </>,
    );

    expect(await screen.findByText('Arriving 2026-12-01')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Arrival' })).toHaveValue('2026-12-01');
  });
});

import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NarrowFirstRender } from '@/components/narrowFirstRender';
import { NARROW_SCREEN } from '@/components/narrowScreen';
import { Table, type TableColumn } from '@/components/Table';
import { RENDER_DATA_BLOCKS } from '@/shared/renderSeam';
import { renderedForNarrowScreen } from './hydration';

/**
 * Issue 22 (docs/decisions/031): a member's inbox is rendered by the server for the screen their request suggests; the
 * browser's hydration must lay it out the same way, so a phone keeps the server's cards instead of swapping them.
 */
interface Lead {
  id: number;
  name: string;
}
const leads: Lead[] = [
  { id: 1, name: 'Robin Renter' },
  { id: 2, name: 'Casey Contacted' },
];
const columns: TableColumn<Lead>[] = [{ key: 'name', header: 'Name', value: (lead) => lead.name }];

const Inbox = () => <Table caption="Leads" columns={columns} rows={leads} rowKey={(lead) => lead.id} card={(lead) => <p>{lead.name}</p>} />;

/** The browser's screen: narrow (a phone) or not. */
function screenIs(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: narrow && query === NARROW_SCREEN, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

/** The page as the server sends it: the markup for `guess`, and the guess's data block when it is a member's page. */
function servePage(guess: 'narrow' | 'wide' | undefined) {
  const html = renderToString(
    <NarrowFirstRender value={guess === 'narrow'}>
      <Inbox />
    </NarrowFirstRender>,
  );
  const block = guess ? `<script type="application/json" id="${RENDER_DATA_BLOCKS.screen}">"${guess}"</script>` : '';
  document.body.innerHTML = `<div id="root">${html}</div>${block}`;
  return document.getElementById('root')!;
}

let root: Root | undefined;
const mismatches: unknown[] = [];
/** Hydrates as main.tsx does: with the guess the page carries. */
async function hydrate(container: HTMLElement, narrowGuess = renderedForNarrowScreen()) {
  await act(async () => {
    root = hydrateRoot(
      container,
      <NarrowFirstRender value={narrowGuess}>
        <Inbox />
      </NarrowFirstRender>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  mismatches.length = 0;
  document.body.replaceChildren();
});

describe('issue 22 phone first paint: hydration lays the inbox out as the server guessed', () => {
  it("issue 22 phone first paint: a phone's page rendered as cards hydrates as cards, the same nodes, without a mismatch", async () => {
    screenIs(true);
    const container = servePage('narrow');
    const served = within(container).getByRole('list', { name: 'Leads' });
    const firstCard = within(served).getAllByRole('listitem')[0];
    await hydrate(container);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('list', { name: 'Leads' })).toBe(served);
    expect(screen.getAllByRole('listitem')[0]).toBe(firstCard);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('issue 22 phone first paint: hydrating the cards without the guess (as before) throws the server\'s markup away', async () => {
    screenIs(true);
    const container = servePage('narrow');
    const served = within(container).getByRole('list', { name: 'Leads' });
    // React reports the mismatch and renders the page again on its own.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate(container, false);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Leads' })).not.toBe(served);
  });

  it('issue 22 phone first paint: a wrong guess is only the first render; then the screen itself decides', async () => {
    screenIs(false);
    await hydrate(servePage('narrow'));
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('table', { name: 'Leads' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Leads' })).toBeNull();
  });

  it('issue 22 phone first paint: a page without a guess (every public page) is hydrated for a wide screen, and a phone then shows cards', async () => {
    screenIs(true);
    const container = servePage(undefined);
    expect(within(container).getByRole('table', { name: 'Leads' })).toBeInTheDocument();
    expect(renderedForNarrowScreen()).toBe(false);
    await hydrate(container);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('list', { name: 'Leads' })).toBeVisible();
  });
});

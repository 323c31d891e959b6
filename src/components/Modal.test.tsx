import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open special
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Spring special">
        <p>Half off the first month.</p>
        <label>
          Your name <input />
        </label>
        <a href="/specials">Details</a>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open special' }));
  return user;
}

describe('spec 4 modals', () => {
  it('is a dialog named by its heading', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Spring special' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Half off the first month.');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open special' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside it', async () => {
    const user = await openModal();
    await user.click(screen.getByText('Half off the first month.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('moves focus inside and keeps Tab and Shift+Tab inside', async () => {
    const user = await openModal();
    const input = screen.getByRole('textbox', { name: 'Your name' });
    const link = screen.getByRole('link', { name: 'Details' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(input).toHaveFocus();

    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open special', hidden: true })).not.toHaveFocus();
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('spec 4 modals holding an embedded player', () => {
  it('can take focus on the dialog itself, so Escape still closes it', async () => {
    const user = userEvent.setup();
    function Player() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Video Tour" initialFocus="dialog">
          <iframe title="Video Tour" src="about:blank" />
        </Modal>
      );
    }
    render(<Player />);
    expect(screen.getByRole('dialog', { name: 'Video Tour' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('spec 4 modals: Escape', () => {
  it('closes on Escape even when focus has left the dialog', async () => {
    const user = await openModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the top-most of two open dialogs', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Modal open onClose={() => {}} title="Listing">
          <p>under</p>
        </Modal>
        <Harness initiallyOpen />
      </>,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Spring special' })).not.toBeInTheDocument();
  });
});

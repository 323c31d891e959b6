import { describe, expect, it } from 'vitest';
import { initialShellState, shellReducer, type ShellState } from './shellState';

const menuOpen: ShellState = { ...initialShellState, menuOpen: true };

describe('spec 4 page shell state', () => {
  it('opening the contact modal from the nav closes the menu', () => {
    expect(shellReducer(menuOpen, { type: 'openContact' })).toMatchObject({ modal: 'contact', menuOpen: false });
  });

  it("the apply modal's contact handler closes the application modal and opens the contact modal", () => {
    const applying = shellReducer(initialShellState, { type: 'openApply', context: { propertyName: 'The Kirkwood' } });
    expect(applying.modal).toBe('apply');
    const switched = shellReducer(applying, { type: 'switchToContact' });
    expect(switched).toMatchObject({ modal: 'contact', formContext: { propertyName: 'The Kirkwood' } });
  });

  it('toggles and closes the mobile menu, and closes modals', () => {
    const opened = shellReducer(initialShellState, { type: 'toggleMenu' });
    expect(opened.menuOpen).toBe(true);
    expect(shellReducer(opened, { type: 'toggleMenu' }).menuOpen).toBe(false);
    expect(shellReducer(opened, { type: 'closeMenu' }).menuOpen).toBe(false);
    expect(shellReducer({ ...initialShellState, modal: 'apply' }, { type: 'closeModal' }).modal).toBe('none');
  });
});

import type { FormContext } from '@/features/inquiries/formContext';

/** Spec section 4, page shell: the application modal, the contact modal and the mobile menu. */
export interface ShellState {
  modal: 'none' | 'apply' | 'contact';
  menuOpen: boolean;
  formContext: FormContext;
}

export type ShellAction =
  | { type: 'openApply'; context?: FormContext }
  | { type: 'openContact'; context?: FormContext }
  | { type: 'switchToContact' }
  | { type: 'closeModal' }
  | { type: 'toggleMenu' }
  | { type: 'closeMenu' };

export const initialShellState: ShellState = { modal: 'none', menuOpen: false, formContext: {} };

export function shellReducer(state: ShellState, action: ShellAction): ShellState {
  switch (action.type) {
    case 'openApply':
      return { modal: 'apply', menuOpen: false, formContext: action.context ?? {} };
    case 'openContact':
      // Opening contact from the nav closes the menu (spec section 4).
      return { modal: 'contact', menuOpen: false, formContext: action.context ?? {} };
    case 'switchToContact':
      // The apply modal's contact handler closes the application modal and opens the contact modal.
      return { ...state, modal: 'contact' };
    case 'closeModal':
      return { ...state, modal: 'none' };
    case 'toggleMenu':
      return { ...state, menuOpen: !state.menuOpen };
    case 'closeMenu':
      return { ...state, menuOpen: false };
  }
}

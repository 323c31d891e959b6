/** What the forms opened from the shell should know about the page that opened them. */
export interface FormContext {
  /** The property the page shows; contact analytics are reported against it (else the company's contact property). */
  propertyId?: number;
  /** A property's own inquiry address; the application form then hides its community select. */
  propertyEmail?: string;
  /** Pre-selects the community in the forms. */
  propertyName?: string;
  /** Pre-fills the floor plan of interest. */
  floorplanName?: string;
  /** Pre-fills the move-in date (YYYY-MM-DD), e.g. a short-term stay's arrival. */
  moveInDate?: string;
  /** Pre-fills the question, e.g. the dates of the stay being asked about. */
  question?: string;
}

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

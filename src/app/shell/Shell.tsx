import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsProperty } from '@/features/inquiries/analyticsProperty';
import { Footer } from './Footer';
import { Header } from './Header';
import type { FormContext } from '@/features/inquiries/formContext';
import { ShellContext, type ShellActions } from '@/features/inquiries/ShellContext';
import { ShellModals } from './ShellModals';
import { initialShellState, shellReducer } from './shellState';
import styles from './Shell.module.css';

/**
 * Opening the contact modal counts as 'contact clicked' (spec section 2). It is counted here, in the click's
 * handler, so each opening is counted once (an effect would run twice under StrictMode). The HTTP code comes
 * with the click, as the form's does, so the first page does not carry it.
 */
function countContactClick(context: FormContext = {}): void {
  const property = analyticsProperty(context);
  void import('@/features/inquiries/api/sendContactEvent').then(({ sendContactEvent }) => sendContactEvent('clicked', property));
}

/** The page shell of spec section 2: header, the page, footer, and the application and contact modals. */
export function Shell({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(shellReducer, initialShellState);
  const { pathname } = useLocation();
  // The page's own form context (usePageFormContext): read when a shell button opens a form, so it renders nothing.
  const pageFormContext = useRef<FormContext | undefined>(undefined);

  // A new page never opens with the phone menu still covering it.
  useEffect(() => dispatch({ type: 'closeMenu' }), [pathname]);

  const actions = useMemo<ShellActions>(
    () => ({
      openApply: (context = pageFormContext.current) => dispatch({ type: 'openApply', context }),
      openContact: (context = pageFormContext.current) => {
        countContactClick(context);
        dispatch({ type: 'openContact', context });
      },
      setPageFormContext: (context) => {
        pageFormContext.current = context;
      },
    }),
    [],
  );

  return (
    <ShellContext.Provider value={actions}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header
        menuOpen={state.menuOpen}
        onToggleMenu={() => dispatch({ type: 'toggleMenu' })}
        onCloseMenu={() => dispatch({ type: 'closeMenu' })}
        onApply={() => actions.openApply()}
        onContact={() => actions.openContact()}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer onApply={() => actions.openApply()} onContact={() => actions.openContact()} />
      <ShellModals
        state={state}
        onClose={() => dispatch({ type: 'closeModal' })}
        onSwitchToContact={() => {
          countContactClick(state.formContext);
          dispatch({ type: 'switchToContact' });
        }}
      />
    </ShellContext.Provider>
  );
}

import { createContext, useContext, useEffect } from 'react';
import type { FormContext } from './formContext';

export interface ShellActions {
  openApply: (context?: FormContext) => void;
  openContact: (context?: FormContext) => void;
  /** What the header's and footer's buttons fill the forms with while this page is shown; undefined: nothing. */
  setPageFormContext: (context: FormContext | undefined) => void;
}

export const ShellContext = createContext<ShellActions | null>(null);

/** Lets any page or feature open the shell's application and contact modals. */
export function useShellActions(): ShellActions {
  const actions = useContext(ShellContext);
  if (!actions) throw new Error('useShellActions must be used inside the page shell');
  return actions;
}

/**
 * Issue 27: while a page about one plan or community is shown, the shell's own Apply and Contact buttons (header,
 * phone menu, footer) open the forms filled in for it, as the page's buttons do.
 */
export function usePageFormContext({ propertyId, propertyName, floorplanName }: FormContext): void {
  const { setPageFormContext } = useShellActions();
  useEffect(() => {
    setPageFormContext({ propertyId, propertyName, floorplanName });
    return () => setPageFormContext(undefined);
  }, [setPageFormContext, propertyId, propertyName, floorplanName]);
}

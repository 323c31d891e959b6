import { createContext, useContext } from 'react';
import type { FormContext } from './formContext';

export interface ShellActions {
  openApply: (context?: FormContext) => void;
  openContact: (context?: FormContext) => void;
}

export const ShellContext = createContext<ShellActions | null>(null);

/** Lets any page or feature open the shell's application and contact modals. */
export function useShellActions(): ShellActions {
  const actions = useContext(ShellContext);
  if (!actions) throw new Error('useShellActions must be used inside the page shell');
  return actions;
}

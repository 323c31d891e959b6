import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';

export interface AlertLinkActionProps<TData extends { message: string }> {
  /** What pressing the button will do, in the renter's words. */
  intro: ReactNode;
  button: string;
  /** The POST the button sends: opening the link sends nothing, so a mail scanner changes nothing. */
  action: UseMutationResult<TData, Error, void>;
  /** Shown under the success message (a link onwards). */
  after?: (data: TData) => ReactNode;
}

/** Issue 25, a mailed link's page: what it will do, one button, then the outcome as the API words it. */
export function AlertLinkAction<TData extends { message: string }>({ intro, button, action, after }: AlertLinkActionProps<TData>) {
  if (action.isSuccess) {
    return (
      <>
        <FormAlert tone="success">{action.data.message}</FormAlert>
        {after?.(action.data)}
      </>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.mutate();
      }}
    >
      <p>{intro}</p>
      {action.isError && <FormAlert tone="error">{serverMessage(action.error) ?? 'That did not work. Check your connection and try again.'}</FormAlert>}
      <SubmitButton pending={action.isPending}>{button}</SubmitButton>
    </form>
  );
}

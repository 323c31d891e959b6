import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { serverMessage } from '@/lib/http';
import { useConfirmSublet } from '../api/confirmSublet';

export const CONFIRM_OUTCOME = { failed: 'Confirmation failed! Please open the link from the mail again.' } as const;

/**
 * Issue 17: the confirmation link of the mail opens the private page with `?confirm={key}`. The key is sent once
 * (a second send would be refused as a repeat), then dropped from the address so a reload or a shared link does not
 * carry it.
 */
export function ConfirmFromLink({ assetKey }: { assetKey: string }) {
  const [params, setParams] = useSearchParams();
  const confirmKey = params.get('confirm');
  const confirm = useConfirmSublet(assetKey);
  const sent = useRef(false);

  useEffect(() => {
    if (!confirmKey || sent.current) return;
    sent.current = true;
    confirm.mutate(confirmKey);
    setParams({}, { replace: true });
  }, [confirmKey, confirm, setParams]);

  if (confirm.isSuccess) return <FormAlert tone="success">{confirm.data.message}</FormAlert>;
  if (confirm.isError) return <FormAlert tone="error">{serverMessage(confirm.error) ?? CONFIRM_OUTCOME.failed}</FormAlert>;
  return null;
}

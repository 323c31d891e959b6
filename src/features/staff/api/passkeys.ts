import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMe, StaffPasskey } from '../types';
import { staffKeys } from './keys';
import { registerPasskey, type PasskeyOptions } from './registerPasskey';
import { staffApi } from './staffApi';
import { useStaffChange } from './useStaffChange';

/** `GET passkeys`: the signed-in member's own passkeys. */
export const getPasskeys = (signal?: AbortSignal) => staffApi.get<StaffPasskey[]>('passkeys', { signal });
export const passkeysQueryOptions = () => queryOptions({ queryKey: staffKeys.passkeys(), queryFn: ({ signal }) => getPasskeys(signal) });
export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** Every change to the passkeys shows at once in the list. */
const usePasskeyChange = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => useStaffChange(staffKeys.passkeys(), mutationFn);

/** `PATCH passkeys/{id} {name}`. */
export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: { id: number; name: string }) => staffApi.patch<StaffPasskey>(`passkeys/${id}`, { name }));

/** `DELETE passkeys/{id}`: the server refuses the last one (409, with a message). */
export const useRemovePasskey = () => usePasskeyChange((id: number) => staffApi.delete<void>(`passkeys/${id}`));

/** `POST passkeys/options`, the device creates the passkey, `POST passkeys/register` stores it. */
export function useAddPasskey() {
  const client = useQueryClient();
  return usePasskeyChange(async (name: string): Promise<StaffMe> => {
    const optionsJSON = await staffApi.post<PasskeyOptions>('passkeys/options');
    const me = await registerPasskey({ optionsJSON, name });
    client.setQueryData(staffKeys.me(), me);
    return me;
  });
}

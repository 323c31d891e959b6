import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteBody, StaffMember, StaffRole } from '../types';
import { staffKeys } from './keys';
import { staffApi } from './staffApi';
import { useStaffChange } from './useStaffChange';

/** `GET members` (admin): the office's accounts. */
export const getMembers = (signal?: AbortSignal) => staffApi.get<StaffMember[]>('members', { signal });
export const membersQueryOptions = () => queryOptions({ queryKey: staffKeys.members(), queryFn: ({ signal }) => getMembers(signal) });
export const useMembers = () => useQuery(membersQueryOptions());

/** Every change to an account shows at once in the team table. */
const useMemberChange = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => useStaffChange(staffKeys.members(), mutationFn);

/** `POST members`: the account, and an invitation mailed to it. */
export const useInviteMember = () => useMemberChange((body: InviteBody) => staffApi.post<StaffMember>('members', body));

/** `PATCH members/{id} {role}`. */
export const useChangeRole = () =>
  useMemberChange(({ id, role }: { id: number; role: StaffRole }) => staffApi.patch<StaffMember>(`members/${id}`, { role }));

/** `POST members/{id}/disable` (its sessions end at once) or `/enable`. */
export const useSetMemberActive = () =>
  useMemberChange(({ id, active }: { id: number; active: boolean }) => staffApi.post<unknown>(`members/${id}/${active ? 'enable' : 'disable'}`));

/** `POST members/{id}/invitation`: a new invitation mail; the old link stops working. */
export const useResendInvitation = () => useMemberChange((id: number) => staffApi.post<unknown>(`members/${id}/invitation`));

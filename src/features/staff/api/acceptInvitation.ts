import { useMutation } from '@tanstack/react-query';
import { staffApi } from './staffApi';

/**
 * `POST invitations/accept`: spends the invitation (single use) and mails a code to the address it names. Only the
 * button on the invitation page sends it: a mail scanner opening the link spends nothing.
 */
export const acceptInvitation = (key: string) => staffApi.post<{ email: string; message: string }>('invitations/accept', { key });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });

import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { signInPath } from '../paths';
import { staffApi } from './staffApi';

/** `POST sign-out` (this session) or `POST sign-out-everywhere` (every session of the member), then the sign-in page. */
export function useSignOut(where: 'here' | 'everywhere') {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => staffApi.post<void>(where === 'here' ? 'sign-out' : 'sign-out-everywhere'),
    onSuccess: () => navigate(signInPath(undefined, 'signed-out'), { replace: true }),
  });
}

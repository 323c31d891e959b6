import { useCallback, useState } from 'react';

/**
 * A form's captcha token. Tokens are single-use: after a failed send `renew` forgets the token and changes `key`,
 * so a captcha rendered with that key asks for a fresh one.
 */
export function useCaptchaToken() {
  const [token, setToken] = useState('');
  const [key, setKey] = useState(0);
  const renew = useCallback(() => {
    setToken('');
    setKey((round) => round + 1);
  }, []);
  return { token, setToken, key, renew };
}

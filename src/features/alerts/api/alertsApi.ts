import axios from 'axios';

/** A key travels in the path; encoded so that nothing typed into the address bar can reach another route. */
export const alertApiPath = (section: 'confirm' | 'manage' | 'unsubscribe', key: string) => `/api/alerts/${section}/${encodeURIComponent(key)}`;

/** A link whose key opens nothing (cut, forged, expired or used): the API says why, and trying again will not help. */
export const isRefusedLink = (error: unknown) => axios.isAxiosError(error) && [400, 404, 410].includes(error.response?.status ?? 0);

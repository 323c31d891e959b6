/**
 * `data-hydration="pending"` marks what React does not answer yet: <html> until the app's first render has
 * committed (markLive.ts), a late part of the page until its content has (components/LateRegion.tsx); "done" after.
 * The early-input recorder (recordEarlyInput.ts) holds what is done to a pending part until it is live.
 */
export const HYDRATION_ATTRIBUTE = 'data-hydration';

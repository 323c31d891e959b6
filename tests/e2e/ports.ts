/** The port of the local API the browser suite starts (E2E_PORT; each engineer or CI job picks its own). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);

/**
 * The plain static host of staticHosting.spec.ts, on another origin than the API. The API is started with it in
 * CORS_ORIGINS, so both must agree on it before the server starts: a port derived from E2E_PORT (far enough from it
 * not to meet the next run's E2E_PORT), or E2E_STATIC_PORT.
 */
export const STATIC_HOST_PORT = Number(process.env.E2E_STATIC_PORT ?? E2E_PORT + 100);
export const STATIC_HOST_ORIGIN = `http://127.0.0.1:${STATIC_HOST_PORT}`;

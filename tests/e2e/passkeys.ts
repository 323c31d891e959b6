import type { Page } from '@playwright/test';

/**
 * A platform authenticator for this page's browser context, from Chromium's DevTools protocol (the WebAuthn domain):
 * it holds discoverable credentials, verifies its user and answers without a touch, as a phone's or laptop's built-in
 * one would once unlocked. Each context gets its own, so two members in two contexts hold different passkeys.
 */
export async function addPlatformAuthenticator(page: Page): Promise<{ credentials: () => Promise<number> }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}

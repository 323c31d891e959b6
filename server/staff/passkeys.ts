import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { company } from '@/config';
import type { Database, Queryable } from '../db/database';
import { insertCeremony, insertPasskey, memberCredentialIds, passkeyByCredential, recordPasskeyUse, takeCeremony, type Ceremony } from '../db/queries/staff-sign-in';
import type { MemberRow } from '../db/queries/staff-members';
import { newToken, tokenHash } from './tokens';

const CEREMONY_MS = 5 * 60_000;
/**
 * EdDSA, ES256 and RS256 (COSE ids): what passkeys use. Named, because the library's default adds ML-DSA-44 where
 * Node offers it, which is experimental there (and warns on every registration).
 */
const ALGORITHMS = [-8, -7, -257];

/** Who the passkeys belong to: SITE_URL's host name, and the origins a browser may use them from. */
export interface RelyingParty {
  rpID: string;
  origins: string[];
}

export function relyingParty(siteUrl: string, siteOrigins: string[]): RelyingParty {
  return { rpID: new URL(siteUrl).hostname, origins: siteOrigins };
}

export interface StartedCeremony<Options> {
  /** The ceremony cookie's value (only its hash is stored). */
  ceremonyId: string;
  options: Options;
}

async function startCeremony(q: Queryable, ceremony: Ceremony, now: Date): Promise<string> {
  const ceremonyId = newToken();
  await insertCeremony(q, { ...ceremony, idHash: tokenHash(ceremonyId), now, expiresAt: new Date(now.getTime() + CEREMONY_MS) });
  return ceremonyId;
}

/** Registration options for a new passkey of the member (a discoverable one: sign-in asks no address). */
export async function startRegistration(q: Queryable, rp: RelyingParty, member: Pick<MemberRow, 'id' | 'email' | 'name'>, now: Date): Promise<StartedCeremony<PublicKeyCredentialCreationOptionsJSON>> {
  const options = await generateRegistrationOptions({
    rpName: `${company.productName} office`,
    rpID: rp.rpID,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(`staff-${member.id}`),
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: await memberCredentialIds(q, member.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const ceremonyId = await startCeremony(q, { kind: 'register', memberId: member.id, challenge: options.challenge }, now);
  return { ceremonyId, options };
}

/** Authentication options for any of the site's passkeys (discoverable credentials: no list of allowed ones). */
export async function startSignIn(q: Queryable, rp: RelyingParty, now: Date): Promise<StartedCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', timeout: CEREMONY_MS });
  const ceremonyId = await startCeremony(q, { kind: 'sign-in', memberId: null, challenge: options.challenge }, now);
  return { ceremonyId, options };
}

/** Why a ceremony's answer was refused: no live ceremony, or the browser's response did not verify. */
export type CeremonyRefusal = 'no-ceremony' | 'not-verified' | 'unknown-passkey';

/**
 * Verifies a registration against its ceremony (taken first and committed: single use, whatever the outcome) and
 * stores the passkey. The member's id, or why not.
 */
export async function finishRegistration(
  db: Database,
  rp: RelyingParty,
  ceremonyId: string,
  response: RegistrationResponseJSON,
  name: string,
  now: Date,
): Promise<{ memberId: number; passkeyId: number } | CeremonyRefusal> {
  const ceremony = await takeCeremony(db, tokenHash(ceremonyId), 'register', now);
  if (!ceremony?.memberId) return 'no-ceremony';
  const memberId = ceremony.memberId;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!verification?.verified) return 'not-verified';
  const { credential } = verification.registrationInfo;
  if (await passkeyByCredential(db, credential.id)) return 'not-verified';
  const passkeyId = await insertPasskey(db, {
    memberId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    now,
  });
  return { memberId, passkeyId };
}

/**
 * Verifies a sign-in against its ceremony (taken first: single use) and the stored passkey, and records the use
 * (the counter must move on from the one read, so one signature signs in once). The member's id, or why not.
 */
export async function finishSignIn(
  db: Database,
  rp: RelyingParty,
  ceremonyId: string,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<{ memberId: number; passkeyId: number } | CeremonyRefusal> {
  const ceremony = await takeCeremony(db, tokenHash(ceremonyId), 'sign-in', now);
  if (!ceremony) return 'no-ceremony';
  const passkey = await passkeyByCredential(db, response.id);
  if (!passkey) return 'unknown-passkey';
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return 'not-verified';
  if (!(await recordPasskeyUse(db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now))) return 'not-verified';
  return { memberId: passkey.memberId, passkeyId: passkey.id };
}

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator for tests, doing what a browser and a platform authenticator do (WebAuthn level 3): an
 * ES256 key made with node:crypto, 'none' attestation, clientDataJSON and authenticatorData built byte by byte, and
 * a signature counter. It answers the server's JSON options with the JSON a browser's `@simplewebauthn/browser` sends.
 */
export class TestAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle: string | undefined;

  constructor(private readonly origin: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  /** `navigator.credentials.create` for options like those of `POST codes/verify` or `passkeys/options`. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cborMap([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const attested = Buffer.concat([Buffer.alloc(16), uint16(credentialId.length), credentialId, coseKey]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([rpIdHash(options.rp.id!), Buffer.from([0x45]), uint32(this.counter), attested]);
    const attestationObject = cborMap([
      ['fmt', 'none'],
      ['attStmt', { encoded: cborMap([]) }],
      ['authData', authData],
    ]);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON: clientDataJSON.toString('base64url'), attestationObject: attestationObject.toString('base64url'), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get` for options like those of `POST sign-in/options`: signs with the stored key. */
  signIn(options: { challenge: string; rpId?: string }) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authenticatorData = Buffer.concat([rpIdHash(options.rpId!), Buffer.from([0x05]), uint32(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
const rpIdHash = (rpId: string) => sha256(Buffer.from(rpId));
const uint16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

// The little CBOR (RFC 8949) the attestation needs: small integers, text, bytes and maps.
type CborValue = number | string | Buffer | { encoded: Buffer };

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.concat([Buffer.from([(major << 5) | 25]), uint16(length)]);
}

function cbor(value: CborValue): Buffer {
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  if (typeof value === 'object') return value.encoded;
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
}

function cborMap(entries: [CborValue, CborValue][]): Buffer {
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, value]) => [cbor(key), cbor(value)])]);
}

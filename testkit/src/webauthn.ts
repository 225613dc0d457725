import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { encode } from 'cbor2';

/** The JSON of a passkey prompt's options, as much of it as an authenticator reads. */
export interface PasskeyPromptOptions {
  challenge: string;
  rpId?: string;
  rp?: { id?: string };
  user?: { id: string };
  allowCredentials?: { id: string }[];
}

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string | undefined;
  signCount: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** WebAuthn authenticator data flags. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A passkey authenticator in software, for the server's tests: it makes real ES256 credentials
 * and signs real assertions (WebAuthn level 3, "none" attestation), as a phone or a security key
 * would, for `origin`. Its counter moves with each use unless `counter` is off (a synced passkey).
 */
export class SoftAuthenticator {
  private readonly credentials = new Map<string, StoredCredential>();

  constructor(
    readonly origin: string,
    private readonly options: { counter?: boolean; userVerified?: boolean } = {},
  ) {}

  /** The answer to a registration prompt (RegistrationResponseJSON). */
  register(prompt: PasskeyPromptOptions) {
    const rpId = prompt.rp?.id ?? new URL(this.origin).hostname;
    const id = randomBytes(32);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    // Byte strings as Uint8Array: cbor2 would encode a Buffer as its JSON form.
    const bytes = (buffer: Buffer) => new Uint8Array(buffer);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, bytes(Buffer.from(jwk.x!, 'base64url'))],
      [-3, bytes(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const credential = { id, privateKey, userHandle: prompt.user?.id, signCount: 0 };
    this.credentials.set(b64url(id), credential);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.authDataHead(rpId, ATTESTED_CREDENTIAL, credential),
      Buffer.alloc(16), // AAGUID: none
      length,
      id,
      Buffer.from(encode(cose)),
    ]);
    const attestationObject = encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', bytes(authData)],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', prompt.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to a login prompt (AuthenticationResponseJSON), with `credentialId` or the first
   * credential the prompt allows (any, for a discoverable login). */
  authenticate(prompt: PasskeyPromptOptions, credentialId?: string) {
    const rpId = prompt.rpId ?? new URL(this.origin).hostname;
    const allowed = prompt.allowCredentials?.map((c) => c.id) ?? [...this.credentials.keys()];
    const chosen = credentialId ?? allowed.find((id) => this.credentials.has(id));
    const credential = chosen ? this.credentials.get(chosen) : undefined;
    if (!credential) throw new Error('no credential of this authenticator fits the prompt');
    const authData = this.authDataHead(rpId, 0, credential);
    const clientDataJSON = this.clientData('webauthn.get', prompt.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(credential.userHandle ? { userHandle: credential.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** rpIdHash, flags and the signature counter (moved on unless the counter is off). */
  private authDataHead(rpId: string, extraFlags: number, credential: StoredCredential): Buffer {
    if (this.options.counter !== false) credential.signCount += 1;
    const flags =
      USER_PRESENT | (this.options.userVerified === false ? 0 : USER_VERIFIED) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.options.counter === false ? 0 : credential.signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string): string {
    return b64url(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

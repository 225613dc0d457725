import { jest } from '@jest/globals';

/**
 * A browser with passkeys, as far as @simplewebauthn/browser looks: window.PublicKeyCredential,
 * and navigator.credentials, whose prompts (get for a login, create for a new passkey) the test
 * answers. The library itself runs for real, so the JSON the page sends is what it makes.
 */
export function stubPasskeys() {
  const get = jest.fn<(options: CredentialRequestOptions) => Promise<unknown>>();
  const create = jest.fn<(options: CredentialCreationOptions) => Promise<unknown>>();
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: class PublicKeyCredential {},
  });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get, create } });
  return { get, create };
}

/** Takes the stub away: a browser without WebAuthn. */
export function removePasskeys() {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** base64url, as the library encodes bytes for JSON. */
const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** What the browser's login prompt gives for the passkey 'cred-1'. */
export const ASSERTION = {
  id: 'cred-1',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    authenticatorData: bytes('authenticator data'),
    clientDataJSON: bytes('client data'),
    signature: bytes('signature'),
    userHandle: bytes('admin-id'),
  },
  getClientExtensionResults: () => ({}),
};

/** ASSERTION as @simplewebauthn/browser hands it to the server. */
export const ASSERTION_JSON = {
  id: 'cred-1',
  rawId: base64url('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    authenticatorData: base64url('authenticator data'),
    clientDataJSON: base64url('client data'),
    signature: base64url('signature'),
    userHandle: base64url('admin-id'),
  },
  clientExtensionResults: {},
};

/** What the browser's prompt for a new passkey gives. */
export const ATTESTATION = {
  id: 'cred-2',
  rawId: bytes('cred-2'),
  type: 'public-key',
  authenticatorAttachment: 'cross-platform',
  response: {
    attestationObject: bytes('attestation'),
    clientDataJSON: bytes('client data'),
    getTransports: () => ['usb'],
  },
  getClientExtensionResults: () => ({}),
};

/** ATTESTATION as @simplewebauthn/browser hands it to the server. */
export const ATTESTATION_JSON = {
  id: 'cred-2',
  rawId: base64url('cred-2'),
  type: 'public-key',
  authenticatorAttachment: 'cross-platform',
  response: {
    attestationObject: base64url('attestation'),
    clientDataJSON: base64url('client data'),
    transports: ['usb'],
  },
  clientExtensionResults: {},
};

/** The options @simplewebauthn/server makes for a login (PublicKeyCredentialRequestOptionsJSON). */
export const LOGIN_OPTIONS = {
  challenge: base64url('login challenge'),
  rpId: 'localhost',
  timeout: 300_000,
  userVerification: 'preferred',
  allowCredentials: [],
};

/** The options for a new passkey (PublicKeyCredentialCreationOptionsJSON). */
export const REGISTRATION_OPTIONS = {
  challenge: base64url('registration challenge'),
  rp: { name: 'Rawalpindi IT Website', id: 'localhost' },
  user: { id: base64url('admin-id'), name: 'site-admin', displayName: 'site-admin' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300_000,
  excludeCredentials: [],
};

/** The browser's answer when the admin closes its prompt (or it times out). */
export const cancelled = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

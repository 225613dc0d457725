import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { PasskeyLoginOptions, PasskeyRegistrationOptions } from '@site/contract';

/** What the admin reads when the browser's own passkey prompt does not give a passkey. */
export const PASSKEY_PROMPT_MESSAGES = {
  cancelled: 'The passkey prompt was closed before it finished. Please try again.',
  unsupported: 'This browser cannot use passkeys.',
  alreadyRegistered: 'This passkey is registered already.',
  failed: 'The passkey could not be used. Please try again.',
} as const;

/** The browser's prompt ended without a passkey; `message` is for the admin. */
export class PasskeyPromptError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'PasskeyPromptError';
  }
}

/** Whether this browser has WebAuthn at all (no passkey button otherwise). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

function promptMessage(error: unknown): string {
  if (!passkeysSupported()) return PASSKEY_PROMPT_MESSAGES.unsupported;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return PASSKEY_PROMPT_MESSAGES.alreadyRegistered;
  // Closed, timed out or refused: browsers tell these apart only in their own words.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return PASSKEY_PROMPT_MESSAGES.cancelled;
  return PASSKEY_PROMPT_MESSAGES.failed;
}

/** Runs the browser's prompt; its credential is JSON for the server. */
async function prompt(ask: () => Promise<AuthenticationResponseJSON | RegistrationResponseJSON>) {
  try {
    return { ...(await ask()) };
  } catch (error) {
    throw new PasskeyPromptError(promptMessage(error), error);
  }
}

// The options are @simplewebauthn/server's JSON, made for this library: read as they come.

/** The browser's prompt to sign in with a passkey: the credential for POST /api/auth/passkey/login. */
export const signWithPasskey = ({ options }: PasskeyLoginOptions) =>
  prompt(() =>
    startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),
  );

/** The browser's prompt to make a passkey: the credential for POST /api/auth/passkeys. */
export const createPasskey = ({ options }: PasskeyRegistrationOptions) =>
  prompt(() =>
    startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
  );

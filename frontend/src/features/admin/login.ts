import { ACCOUNT_MESSAGES } from '@site/contract';
import { ApiError, apiRequest, NetworkError } from '../../lib/api.js';
import type {
  LoginResult,
  PasskeyLogin,
  PasskeyLoginOptions,
  SecondFactorChallenge,
  SecondFactorLogin,
} from '@site/contract';
import { PasskeyPromptError, signWithPasskey } from './account/passkeys.js';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  network: 'Cannot connect to server. Please make sure the backend is running on port 5000.',
  fallback: 'Login failed. Please try again.',
} as const;

type Token = { token: string };
type Failure = { error: string };

/** The message to show for a failed login call. A 401 is the server's own words, but for the
 * password, where it is always LOGIN_MESSAGES.invalid. */
function failure(error: unknown, passwordStep = false): Failure {
  if (error instanceof PasskeyPromptError) return { error: error.message };
  if (error instanceof NetworkError) return { error: LOGIN_MESSAGES.network };
  if (error instanceof ApiError && error.status === 401 && passwordStep)
    return { error: LOGIN_MESSAGES.invalid };
  if (error instanceof ApiError) return { error: error.serverMessage || LOGIN_MESSAGES.fallback };
  return { error: LOGIN_MESSAGES.fallback };
}

const tokenOf = (answer: Partial<Token> | undefined): Token | Failure =>
  typeof answer?.token === 'string' ? { token: answer.token } : { error: LOGIN_MESSAGES.fallback };

/** POST /api/auth/login: the token, the second step's challenge (two-factor authentication is
 * on), or the message to show. */
export async function login(
  username: string,
  password: string,
): Promise<Token | { secondFactor: SecondFactorChallenge } | Failure> {
  try {
    const answer = await apiRequest<LoginResult | undefined>('/api/auth/login', {
      method: 'POST',
      json: { username, password },
    });
    if (answer?.secondFactor) return { secondFactor: answer.secondFactor };
    return tokenOf(answer);
  } catch (error) {
    return failure(error, true);
  }
}

/** POST /api/auth/login/second-factor with a code of the app or a recovery code: the token, or
 * the message to show; `restart` when the challenge has expired and the login starts again. */
export async function loginSecondFactor(
  challenge: string,
  code: string,
): Promise<Token | (Failure & { restart?: boolean })> {
  try {
    const body: SecondFactorLogin = { challenge, code };
    return tokenOf(
      await apiRequest<Partial<Token> | undefined>('/api/auth/login/second-factor', {
        method: 'POST',
        json: body,
      }),
    );
  } catch (error) {
    const { error: message } = failure(error);
    return { error: message, restart: message === ACCOUNT_MESSAGES.secondStepExpired };
  }
}

/** A login with a passkey alone (it is the password and the second factor in one): the
 * server's options, the browser's prompt, then POST /api/auth/passkey/login. */
export async function loginWithPasskey(): Promise<Token | Failure> {
  try {
    const options = await apiRequest<PasskeyLoginOptions>('/api/auth/passkey/options', {
      method: 'POST',
    });
    const body: PasskeyLogin = {
      ceremony: options.ceremony,
      credential: await signWithPasskey(options),
    };
    return tokenOf(
      await apiRequest<Partial<Token> | undefined>('/api/auth/passkey/login', {
        method: 'POST',
        json: body,
      }),
    );
  } catch (error) {
    return failure(error);
  }
}

import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { ACCOUNT_MESSAGES, PASSWORD_RULES, TOTP } from '@site/contract';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), so a login fits the
 * bff's 200 MB memory budget. A hash keeps its own parameters, so older hashes still verify.
 */
const PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMETERS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/** 24 URL-safe characters, 144 bits: for the first-boot and reset passwords. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

type PasswordChecker = (password: string, userInputs: string[]) => { common: boolean };
let checker: Promise<PasswordChecker> | undefined;

/** zxcvbn with its bundled list of common and leaked passwords (offline), loaded on first use:
 * about 25 MB, only for the rare password change. */
function passwordChecker(): Promise<PasswordChecker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password, userInputs);
        // In the list as a whole, or made of listed passwords, names and patterns (score 0-2 of 4).
        const listed = result.sequence.some(
          (match) => match.pattern === 'dictionary' && match.token.length === password.length,
        );
        return { common: listed || result.score < 3 };
      };
    },
  );
  return checker;
}

/**
 * What is wrong with a password the admin chooses, as the message to show; null when it may be
 * used: PASSWORD_RULES' length, and not common or leaked (nor made of such passwords, the
 * username or the site's name).
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < PASSWORD_RULES.minLength) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_RULES.maxLength) return ACCOUNT_MESSAGES.passwordTooLong;
  const check = await passwordChecker();
  return check(password, [username, TOTP.issuer]).common ? ACCOUNT_MESSAGES.passwordCommon : null;
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

/**
 * Whether a password is common: in zxcvbn's bundled list of leaked passwords as a whole, or made
 * of listed passwords, the user's own words and keyboard patterns (a score of 0 to 2 of 4).
 */
export function isCommonPassword(password: string, userInputs: string[]): boolean {
  const result = zxcvbn.check(password, userInputs);
  const listed = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.token.length === password.length,
  );
  return listed || result.score < 3;
}

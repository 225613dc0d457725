import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type PasswordQuestion } from './password-worker.js';

/** The compiled worker beside this file; from the sources (the test suites), the TypeScript
 * worker through swc's loader. */
function workerModule(): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return {
      path: here.replace(/check-in-worker\.ts$/, 'password-worker.ts'),
      execArgv: ['--import', '@swc-node/register/esm-register'],
    };
  }
  return { path: here.replace(/check-in-worker\.js$/, 'password-worker.js'), execArgv: [] };
}

/** Whether the password is common, asked of a process of its own (isCommonPassword). */
export function isCommonInWorker(question: PasswordQuestion): Promise<boolean> {
  const { path, execArgv } = workerModule();
  return new Promise((resolve, reject) => {
    const worker = fork(path, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: { common: boolean } | undefined;
    worker.once('message', (message: { common: boolean }) => {
      answer = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code, signal) => {
      if (answer) resolve(answer.common);
      else
        reject(
          new Error(`The password check exited (${signal ?? `code ${code}`}) without an answer`),
        );
    });
    worker.send(question);
  });
}

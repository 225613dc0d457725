import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IMAGE_UNREADABLE_MESSAGE } from '@site/contract';
import { DomainError, type DomainErrorCode } from '@site/common';
import { type ProcessedImage } from './image-pipeline.js';
import { type SourceImage } from './inspect-source.js';

/** What the worker sends back: the variants, or why there are none. */
export type WorkerAnswer =
  { result: ProcessedImage } | { error: { code?: DomainErrorCode; message: string } };

/** The compiled worker beside this file; from the sources (the test suites), the TypeScript
 * worker through swc's loader. */
function workerModule(): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return {
      path: here.replace(/run-isolated\.ts$/, 'image-worker.ts'),
      execArgv: ['--import', '@swc-node/register/esm-register'],
    };
  }
  return { path: here.replace(/run-isolated\.js$/, 'image-worker.js'), execArgv: [] };
}

/** Makes an image's variants in a process of its own, and settles once that process has
 * exited (its memory is back with the system). A worker that dies without an answer (a decoder
 * crash, the kernel's OOM killer) fails the upload as unreadable. */
export function renderInWorker(source: SourceImage): Promise<ProcessedImage> {
  const { path, execArgv } = workerModule();
  return new Promise((resolve, reject) => {
    const worker = fork(path, [], {
      execArgv,
      serialization: 'advanced', // Buffers cross as bytes, not as JSON
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: WorkerAnswer | undefined;
    let failure: Error | undefined;
    worker.once('message', (message: WorkerAnswer) => {
      answer = message;
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code, signal) => {
      if (answer && 'result' in answer) return resolve(answer.result);
      if (answer?.error.code)
        return reject(new DomainError(answer.error.code, answer.error.message));
      if (answer) return reject(new Error(`The image worker failed: ${answer.error.message}`));
      const error = new DomainError('IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE);
      error.cause =
        failure ??
        new Error(`The image worker exited (${signal ?? `code ${code}`}) without an answer`);
      reject(error);
    });
    worker.send(source);
  });
}

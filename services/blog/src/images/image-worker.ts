/**
 * The image pipeline's worker process: makes one upload's variants and exits. libvips' native
 * memory (an AVIF encode of a 1920-px image takes about 150 MB) lives and dies here, never in
 * the long-running bff. Started by run-isolated.ts; speaks through the IPC channel.
 */
import { DomainError } from '@site/common';
import { renderVariants } from './render-variants.js';
import { type SourceImage } from './inspect-source.js';
import { type WorkerAnswer } from './run-isolated.js';

process.once('message', (source: SourceImage) => {
  renderVariants(source).then(
    (result) => answer({ result }),
    (error: unknown) =>
      answer({
        error:
          error instanceof DomainError
            ? { code: error.code, message: error.message }
            : { message: String(error) },
      }),
  );
});

function answer(message: WorkerAnswer): void {
  process.send?.(message, () => process.disconnect());
}

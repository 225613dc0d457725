import pLimit from 'p-limit';
import { type ResponsiveImage } from '@site/contract';
import { type ImageInput, type SourceImage } from './inspect-source.js';
import { renderInWorker } from './run-isolated.js';

export interface StoredImageFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  image: Omit<ResponsiveImage, 'alt'>;
  files: StoredImageFile[];
}

export interface ImagePipeline {
  /** Makes the web variants of an upload (a spooled file's path, or its bytes). Refusals are
   * DomainErrors: IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_MANY_PIXELS,
   * IMAGE_UNREADABLE. */
  process(input: ImageInput): Promise<ProcessedImage>;
  /** Images being processed now. */
  readonly active: number;
  /** Images waiting for their turn, first come first served. */
  readonly waiting: number;
}

export interface ImagePipelineOptions {
  /** Images processed at once; the others wait in line. Default 1. */
  concurrency?: number;
  /** Each image in a worker process of its own (the default), or in this process. */
  isolate?: boolean;
}

/** The sharp-using modules, loaded on the first upload: a bff that takes none never carries
 * libvips (about 30 MB). */
const inspectSource = async (input: ImageInput) =>
  (await import('./inspect-source.js')).inspectSource(input);
const renderHere = async (source: SourceImage) =>
  (await import('./render-variants.js')).renderVariants(source);

export function createImagePipeline(options: ImagePipelineOptions = {}): ImagePipeline {
  const limit = pLimit(Math.max(1, options.concurrency ?? 1));
  const render = options.isolate === false ? renderHere : renderInWorker;
  return {
    async process(input) {
      // Header checks run at once, so a bomb or a wrong file is refused without waiting in
      // line; only decoding and encoding are queued.
      const source = await inspectSource(input);
      return limit(() => render(source));
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

/** Where a command reports what it does: stderr, so that an archive can go to stdout. */
export interface Reporter {
  line(text: string): void;
  /** A count that grows (objects copied): shown as it goes, then once more when done. */
  counter(label: string, total: number): Counter;
}

export interface Counter {
  add(bytes: number): void;
  done(): void;
}

const MB = 1024 * 1024;

export function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Progress on a stream: rewritten in place on a terminal, else a line every `everyMs`. */
export function streamReporter(
  out: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
  everyMs = 2_000,
): Reporter {
  return {
    line: (text) => out.write(`${text}\n`),
    counter(label, total) {
      let done = 0;
      let bytes = 0;
      let shownAt = 0;
      const text = () => `  ${label}: ${done} of ${total} (${megabytes(bytes)})`;
      return {
        add(size) {
          done += 1;
          bytes += size;
          const now = Date.now();
          if (out.isTTY) out.write(`\r${text()}`);
          else if (now - shownAt >= everyMs && done < total) {
            shownAt = now;
            out.write(`${text()}\n`);
          }
        },
        done() {
          out.write(out.isTTY ? `\r${text()}\n` : `${text()}\n`);
        },
      };
    },
  };
}

/** A reporter that keeps quiet (library use, tests). */
export const silentReporter: Reporter = {
  line: () => undefined,
  counter: () => ({ add: () => undefined, done: () => undefined }),
};

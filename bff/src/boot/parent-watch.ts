import { readFileSync } from 'node:fs';

/** SIGHUP, SIGINT, SIGQUIT and SIGTERM as bits of /proc's signal masks (bit n: signal n + 1). */
const STOP_SIGNALS = (1n << 0n) | (1n << 1n) | (1n << 2n) | (1n << 14n);

/** The stop signals a process catches (Linux); null where /proc does not tell. */
function caughtStopSignals(pid: number): bigint | null {
  try {
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return mask ? BigInt(`0x${mask[1]}`) & STOP_SIGNALS : null;
  } catch {
    return null;
  }
}

/**
 * Stops this process with the one that started it (`make start`). make passes SIGTERM on to its
 * child, but on SIGINT or SIGHUP sent to make alone (not to its process group, as Ctrl-C does)
 * it only starts dying: it sets that signal back to its default handling and waits for its
 * children, which hear nothing. Two signs are watched: the parent no longer catching a stop
 * signal it caught (Linux, /proc), and a new parent (the old one is gone).
 */
export function stopWithParent(stop: (reason: string) => void, everyMs = 250): void {
  const parent = process.ppid;
  const caught = caughtStopSignals(parent);
  const watch = setInterval(() => {
    const now = caughtStopSignals(parent);
    const dying = caught !== null && now !== null && (caught & ~now) !== 0n;
    if (!dying && process.ppid === parent) return;
    clearInterval(watch);
    stop(dying ? 'make was signalled' : 'make ended');
  }, everyMs);
  watch.unref();
}

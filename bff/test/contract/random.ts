/** The run's seed: CONTRACT_SEED=n replays another run; failure messages print it. */
export const SEED = Number(process.env.CONTRACT_SEED ?? 11);

/** A small seeded generator (mulberry32): the same seed and label give the same requests. */
export class Random {
  private state: number;
  private readonly issued = new Set<string>();

  constructor(seed: number, label: string) {
    let hash = seed >>> 0;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    this.state = hash;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number never returned before by this generator, so generated slugs and names differ. */
  unique(): string {
    for (;;) {
      const value = String(this.int(100_000, 999_999));
      if (!this.issued.has(value)) {
        this.issued.add(value);
        return value;
      }
    }
  }

  hex(length: number): string {
    return Array.from({ length }, () => this.int(0, 15).toString(16)).join('');
  }

  /** A version 4 UUID. */
  uuid(): string {
    const variant = ['8', '9', 'a', 'b'][this.int(0, 3)] ?? '8';
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }

  /** Lower-case letters only. */
  word(length: number): string {
    return Array.from({ length }, () => String.fromCharCode(97 + this.int(0, 25))).join('');
  }
}

/**
 * One cached value and the version it was built for. A request with the same version gets it
 * (or shares the build under way); another version builds anew. A build that fails, or says it
 * is incomplete, is not kept.
 */
export class Revalidated<T> {
  private current?: { version: string; value: Promise<T> };

  get(version: string, build: () => Promise<{ value: T; complete: boolean }>): Promise<T> {
    if (this.current?.version === version) return this.current.value;
    const forget = () => {
      if (this.current === entry) this.current = undefined;
    };
    const entry = {
      version,
      value: build().then(({ value, complete }) => {
        if (!complete) forget();
        return value;
      }),
    };
    entry.value.catch(forget);
    this.current = entry;
    return entry.value;
  }
}

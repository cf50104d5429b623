/** Map over items with bounded concurrency, keeping order. */
export type MapLimit = <T, R>(items: readonly T[], fn: (item: T) => Promise<R>) => Promise<R[]>;

export function createMapLimit(limit: number): MapLimit {
  return async (items, fn) => {
    const out = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(limit, items.length) }, async () => {
        while (next < items.length) {
          const i = next++;
          out[i] = await fn(items[i]);
        }
      }),
    );
    return out;
  };
}

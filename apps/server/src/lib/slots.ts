/**
 * At most `size` pieces of work at once; the rest wait their turn, first come first served.
 * Password hashing uses it: argon2 runs on libuv's threads (4 by default), and on a 2-core
 * machine four hashes at once leave the event loop, which serves every other request and socket,
 * a fraction of a core during a sign-in burst.
 */
export function createSlots(size: number) {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`slots: size must be a whole number ≥ 1, got ${size}`);
  let busy = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy++;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line (busy stays the same), or is freed.
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
    /** Work running and waiting (tests, metrics). */
    get load() {
      return { busy, waiting: waiting.length };
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;

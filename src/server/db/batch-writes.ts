/**
 * Gathers items into few writes: those added in one turn of the event loop go in one call of
 * `write`, and those added while it runs in the next, so a burst costs a statement (and a
 * commit) a batch rather than one each, and a lone item is written at once. A batch that fails
 * is written again an item at a time, so one bad item fails only its own `add`.
 */
export function batchWrites<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  interface Pending {
    item: T;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  let pending: Pending[] = [];
  let writing = false;

  const settle = async (batch: Pending[]) => {
    try {
      await write(batch.map((p) => p.item));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const one of batch) await settle([one]);
      return;
    }
    for (const p of batch) p.resolve();
  };
  const drain = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      await settle(batch);
    }
    writing = false;
  };

  return (item) =>
    new Promise((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
}

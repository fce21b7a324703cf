/** An in-memory log keeping the newest entries, so a long `npm start` session does not grow without end. */
export interface BoundedLog<T> {
  push(entry: T): void;
  list(): T[];
  clear(): void;
}

export function createBoundedLog<T>(limit: number): BoundedLog<T> {
  let entries: T[] = [];
  return {
    push(entry) {
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(-limit);
    },
    list: () => [...entries],
    clear: () => void (entries = []),
  };
}

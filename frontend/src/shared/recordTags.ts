/**
 * Cache tags of one record kind: its lists, one record (and that record's log), and what a change
 * invalidates. A failed change refreshes nothing.
 */
export function recordTags<T extends string>(type: T) {
  const list = { type, id: 'LIST' } as const;
  const one = (id: number) => ({ type, id });
  const changed =
    <A>(idOf: (arg: A) => number | undefined) =>
    (_result: unknown, error: unknown, arg: A) => {
      if (error) return [];
      const id = idOf(arg);
      return id === undefined ? [list] : [list, one(id)];
    };
  return { list, one, changed };
}

// Lifecycles as transition tables (DESIGN §5): the server refuses any (state, event) pair that is
// not in the table with 409, and the UI derives its buttons from the same table.

export type TransitionTable<S extends string, E extends string> = Readonly<
  Record<E, ReadonlyArray<readonly [from: S, to: S]>>
>;

/** The state after `event`, or null when the table has no such transition. */
export function nextState<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: S,
  event: E,
): S | null {
  const hit = table[event].find(([f]) => f === from);
  return hit ? hit[1] : null;
}

/** Every event allowed from `from`, in table order. */
export function eventsFrom<S extends string, E extends string>(table: TransitionTable<S, E>, from: S): E[] {
  return (Object.keys(table) as E[]).filter((e) => table[e].some(([f]) => f === from));
}

/** The states an event may start from (for conditional UPDATE … WHERE state IN (…)). */
export function sourcesOf<S extends string, E extends string>(table: TransitionTable<S, E>, event: E): S[] {
  return table[event].map(([f]) => f);
}

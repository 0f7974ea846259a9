/**
 * A status that changes only through a table of legal moves (STYLE.md: state machines are
 * explicit). `transition(status, action)` answers the next status or throws IllegalTransitionError.
 */
export type TransitionTable<S extends string, A extends string> = Readonly<
  Record<S, Readonly<Partial<Record<A, S>>>>
>;

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
  readonly code = 'illegal_transition';
  constructor(
    /** What changes status ("job", "post update"). */
    readonly subject: string,
    readonly from: string,
    readonly action: string,
  ) {
    super(`A ${subject} that is ${from} cannot ${action}`);
  }
}

export function isIllegalTransition(e: unknown): e is IllegalTransitionError {
  return e instanceof IllegalTransitionError;
}

export interface Lifecycle<S extends string, A extends string> {
  readonly table: TransitionTable<S, A>;
  /** The status after `action`; throws IllegalTransitionError for a move the table lacks. */
  transition(status: S, action: A): S;
  can(status: S, action: A): boolean;
}

export function defineLifecycle<S extends string, A extends string>(
  subject: string,
  table: TransitionTable<S, A>,
): Lifecycle<S, A> {
  const next = (status: S, action: A): S | undefined => table[status]?.[action];
  return {
    table,
    transition(status, action) {
      const to = next(status, action);
      if (to === undefined) throw new IllegalTransitionError(subject, status, action);
      return to;
    },
    can: (status, action) => next(status, action) !== undefined,
  };
}

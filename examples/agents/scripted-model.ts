/**
 * A scripted stand-in for a model: each turn reads the conversation so far and returns the next
 * assistant message. A turn may insist on what it saw (the guard's error, a tool result); when
 * the conversation is not what the script expects, it throws and the example exits non-zero.
 */
export type Turn<M> = (conversation: M[]) => M;

export function scriptedModel<M>(turns: Turn<M>[]) {
  let next = 0;
  return {
    respond(conversation: M[]): M {
      const turn = turns[next++];
      if (!turn) throw new UnexpectedError(`the script has no turn ${next}: the loop went on longer than expected`);
      return turn(conversation);
    },
    get finished() {
      return next >= turns.length;
    },
  };
}

export class UnexpectedError extends Error {}

/** Fails the example when `ok` is false. */
export function expectThat(ok: boolean, what: string): asserts ok {
  if (!ok) throw new UnexpectedError(what);
}

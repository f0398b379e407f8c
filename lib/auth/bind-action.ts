import { revalidatePath } from "next/cache";
import { formDataToObject, type ActionResult, type DeclaredAction } from "./define-action";
import { getSessionActor } from "./session-actor";

// The one binder between a "use server" file and an action declared with defineAction: the session's
// actor resolved here (never passed in by the client), the input typed by the action's own schema, the
// result a typed ActionResult (an AppError code, never a thrown error), and what the page must re-read
// once it succeeded. A "use server" file is then one line per action:
//   export const decide = bindAction(decideAction, { revalidate: QUEUE });
//   export const createUser = bindFormAction(createUserAction, { revalidate: { path: "/admin/users" } });

export interface BindOptions<O> {
  /** The path (or layout) whose server-rendered data a success changes. */
  revalidate?: { path: string; type?: "layout" | "page" };
  /** Runs after a success, before the result returns (e.g. `redirect` to a renamed clause's page). */
  onSuccess?: (data: O) => void;
}

async function runBound<O>(action: DeclaredAction<unknown, O>, raw: unknown, options: BindOptions<O>): Promise<ActionResult<O>> {
  const result = await action(await getSessionActor(), raw);
  if (result.ok) {
    if (options.revalidate) revalidatePath(options.revalidate.path, options.revalidate.type);
    options.onSuccess?.(result.data);
  }
  return result;
}

/** A server action called from code with typed input: `await decide({ id, action: "approve", note })`. */
export function bindAction<In, O>(action: DeclaredAction<In, O>, options: BindOptions<O> = {}): (input: In) => Promise<ActionResult<O>> {
  return async (input: In) => runBound(action, input, options);
}

/** A server action for `useActionState` on a `<form>`: the form's fields, as the schema's raw input. */
export function bindFormAction<In, O>(action: DeclaredAction<In, O>, options: BindOptions<O> = {}): (prev: ActionResult<O> | null, form: FormData) => Promise<ActionResult<O>> {
  return async (_prev: ActionResult<O> | null, form: FormData) => runBound(action, formDataToObject(form), options);
}

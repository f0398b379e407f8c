import type { z } from "zod";
import { getPrisma, type DbClient } from "../db";
import { AppError, toErrorBody, type ErrorBody } from "../errors";
import type { Actor } from "./actor";
import type { Permission } from "./permissions";
import { requirePermission } from "./require-permission";
import { assertStorable } from "../validation/check-storable";
import { humanZodMessage } from "../errors/human-zod-message";

/** What every server action returns to the form that called it: never a thrown error, never a stack. */
export type ActionResult<T = unknown> =
  | { ok: true; data: T; message?: string }
  /** The AppError, as its documented code (lib/errors/app-error.ts), a human message and client-safe details. */
  | { ok: false; error: ErrorBody["error"] };

export interface ActionSpec<I, O, In = I> {
  /** The permission this action needs. There is no default: an action cannot be defined without one. */
  permission: Permission;
  /** Validates the raw input; `In` (what it accepts) is the input type of the bound server action. */
  input: z.ZodType<I, In>;
  run: (ctx: { actor: Actor; db: DbClient }, input: I) => Promise<O>;
  /** Human sentence for the success toast. */
  successMessage?: (out: O) => string;
}

/**
 * Declares a server action's permission and input once. The returned function takes the actor
 * (resolved from the session by the thin "use server" wrapper, or made up by a server test) and
 * raw input, checks the permission, validates, runs, and shapes the result. `db` defaults to the
 * app's database; server tests pass their own.
 */
export function defineAction<I, O, In = I>(spec: ActionSpec<I, O, In>): DeclaredAction<In, O> {
  const handle = async (actor: Actor | null, raw: unknown, db?: DbClient): Promise<ActionResult<O>> => {
    try {
      const who = requirePermission(actor, spec.permission);
      assertStorable(raw);
      const parsed = spec.input.safeParse(raw);
      // A form's mistakes in sentences a person can act on, with the fields for the form to mark.
      if (!parsed.success) throw new AppError("invalid_input", humanZodMessage(parsed.error), { fields: [...new Set(parsed.error.issues.map((i) => i.path.join(".")))] });
      const data = await spec.run({ actor: who, db: db ?? (await getPrisma()) }, parsed.data);
      return { ok: true, data, message: spec.successMessage?.(data) };
    } catch (err) {
      return { ok: false, error: toErrorBody(err).body.error };
    }
  };
  return Object.assign(handle, { permission: spec.permission, input: spec.input });
}

/**
 * An action made by defineAction: it takes any raw input (server tests send wrong ones too) and
 * carries its permission and schema, so lib/auth/bind-action.ts can bind it to a form or to a typed
 * call and nothing else can be bound.
 */
export type DeclaredAction<In, O> = ((actor: Actor | null, raw: unknown, db?: DbClient) => Promise<ActionResult<O>>) & {
  permission: Permission;
  input: z.ZodType<unknown, In>;
};

/** FormData → plain object (repeated keys become arrays); what the zod schemas receive from forms. */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("$ACTION")) continue;
    const v = typeof value === "string" ? value : value.name;
    if (key in out) out[key] = ([] as unknown[]).concat(out[key], v);
    else out[key] = v;
  }
  return out;
}

export { AppError };

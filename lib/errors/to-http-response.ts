import { ZodError } from "zod";
import { AppError, isAppError, type ErrorCode } from "./app-error";

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

/** Turns a zod failure into one readable sentence naming each bad field. */
export function describeZodError(err: ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}

/** The single mapping from any thrown value to a client-safe error body and status. */
export function toErrorBody(err: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  let appErr: AppError;
  if (isAppError(err)) appErr = err;
  else if (err instanceof ZodError) appErr = new AppError("invalid_input", describeZodError(err));
  else if (err instanceof SyntaxError && /JSON/.test(err.message)) appErr = new AppError("invalid_input", "The request body is not valid JSON.");
  else if (isDatabaseLocked(err)) appErr = new AppError("database_locked", (err as Error).message);
  else {
    // Unknown: log everything for us, tell the client nothing about internals.
    console.error("[groundcheck] unexpected error", err);
    appErr = new AppError("internal", "Something went wrong on our side. It has been logged.");
  }
  const headers: Record<string, string> = {};
  const retry = appErr.details?.retryAfterSeconds;
  if (typeof retry === "number") headers["Retry-After"] = String(Math.ceil(retry));
  const body: ErrorBody = { error: { code: appErr.code, message: appErr.message } };
  if (appErr.details && appErr.code !== "internal") body.error.details = appErr.details;
  return { status: appErr.status, body, headers };
}

function isDatabaseLocked(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "database_locked";
}

/** A JSON Response for a thrown value; used by every route handler through withPermission/withApiKey. */
export function errorResponse(err: unknown): Response {
  const { status, body, headers } = toErrorBody(err);
  return Response.json(body, { status, headers });
}

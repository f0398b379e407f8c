import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabel, humanZodMessage } from "./human-zod-message";

const fail = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("expected a failure");
  return humanZodMessage(r.error);
};

describe("validation messages for people", () => {
  it("names fields as words, not code", () => {
    expect(fieldLabel(["newKey"])).toBe("New key");
    expect(fieldLabel(["payload", "amount_cents"])).toBe("Amount cents");
    expect(fieldLabel([])).toBe("This value");
  });
  it("turns zod's defaults into sentences, with numbers written out", () => {
    expect(fail(z.object({ note: z.string().max(2000) }), { note: "x".repeat(2001) })).toBe("Note is too long: at most 2,000 characters.");
    expect(fail(z.object({ newKey: z.string().min(1) }), { newKey: "" })).toBe("New key is required.");
    expect(fail(z.object({ newKey: z.string() }), {})).toBe("New key is required.");
    expect(fail(z.object({ role: z.enum(["reviewer", "manager"]) }), { role: "root" })).toBe("Role must be one of: reviewer, manager.");
  });
  it("keeps a message the schema wrote for people as it is", () => {
    expect(fail(z.object({ note: z.string().min(1, "A note is required to reject.") }), { note: "" })).toBe("A note is required to reject.");
  });
});

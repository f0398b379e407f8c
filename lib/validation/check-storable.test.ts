import { describe, expect, it } from "vitest";
import { assertStorable, assertStorableParams, MAX_JSON_DEPTH } from "./check-storable";

const fails = (v: unknown) => {
  try {
    assertStorable(v);
  } catch (e) {
    return e as { code: string; message: string; details: { field: string } };
  }
  return null;
};

describe("assertStorable", () => {
  it("accepts ordinary JSON, emoji (surrogate pairs) included", () => {
    expect(fails({ a: [1, "x", null, { b: "teapot 🫖", c: true }] })).toBeNull();
  });
  it("refuses NUL in a value or a key, naming the field", () => {
    expect(fails({ ticket: { id: "T\u00001" } })).toMatchObject({ code: "invalid_input", details: { field: "ticket.id" } });
    expect(fails({ events: [{ message: { "a\u0000": 1 } }] })?.message).toMatch(/^events\.0\.message\.a\?: the key contains a NUL/);
  });
  it("refuses lone surrogates, high or low", () => {
    expect(fails({ t: "ok \uD800 x" })?.details.field).toBe("t");
    expect(fails({ t: ["\uDC00"] })?.details.field).toBe("t.0");
    expect(fails({ t: "\uD83D\uDE00" })).toBeNull();
  });
  it("refuses nesting over the limit without overflowing the stack, even at 100,000 levels", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(fails({ x: deep })?.message).toMatch(new RegExp(`nested deeper than ${MAX_JSON_DEPTH}`));
    let ok: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = { k: ok };
    expect(fails(ok)).toBeNull();
  });
  it("checks route parameters", () => {
    expect(() => assertStorableParams({ runId: "abc" })).not.toThrow();
    expect(() => assertStorableParams({ runId: "a\u0000" })).toThrow(/runId: contains a NUL/);
    expect(() => assertStorableParams({ id: "x".repeat(201) })).toThrow(/longer than 200/);
  });
});

import { describe, expect, it } from "vitest";
import { messageText, messageToolCalls, resolveSpan } from "@/lib/review/message-text";
import { toolDefinitions } from "@/lib/review/tool-definitions";
import { payloadFrom, valuesFor } from "@/components/review/schema-form";

// The small pure pieces the item page rests on: reading messages and tools in both formats, and
// turning the edit form back into arguments without "fixing" what the reviewer typed.
describe("review helpers", () => {
  it("reads tool results and text in OpenAI and Anthropic formats", () => {
    expect(messageText({ role: "tool", tool_call_id: "c1", content: '{"a":1}' })).toBe('{"a":1}');
    const anthropic = { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1", content: [{ type: "text", text: "<b>x</b>" }] }, { type: "text", text: "thanks" }] };
    expect(messageText(anthropic, "tu_1")).toBe("<b>x</b>");
    expect(messageText({ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] })).toBe("a\nb");
    expect(messageToolCalls({ role: "assistant", content: [{ type: "tool_use", id: "tu_2", name: "get_order", input: { order_id: "SU-1" } }] })).toEqual([{ id: "tu_2", name: "get_order", arguments: { order_id: "SU-1" } }]);
  });

  it("uses the stored span when it still points at the value, else finds the value", () => {
    expect(resolveSpan("order SU-88421 ok", [6, 14], "SU-88421")).toEqual([6, 14]);
    expect(resolveSpan("order  SU-88421 ok", [6, 14], "SU-88421")).toEqual([7, 15]);
    expect(resolveSpan("nothing here", [0, 4], "SU-88421")).toBeNull();
  });

  it("reads tool definitions in both formats", () => {
    const defs = toolDefinitions([{ type: "function", function: { name: "a", parameters: { type: "object" } } }, { name: "b", input_schema: { type: "object" } }, { nope: 1 }]);
    expect(defs.map((d) => d.name)).toEqual(["a", "b"]);
  });

  it("turns form values back into arguments: numbers parsed, blanks left out, unparseable kept for the guard to judge", () => {
    const schema = { type: "object", properties: { order_id: { type: "string" }, amount_cents: { type: "integer" }, notify: { type: "boolean" }, items: { type: "array" }, reason: { type: "string" } } };
    const original = { order_id: "SU-88412", amount_cents: 6400, items: [{ id: 1 }] };
    const values = valuesFor(schema, original);
    expect(values).toEqual({ order_id: "SU-88412", amount_cents: "6400", notify: false, items: '[{"id":1}]', reason: "" });
    expect(payloadFrom(schema, { ...values, amount_cents: "7000" }, original)).toEqual({ order_id: "SU-88412", amount_cents: 7000, items: [{ id: 1 }] });
    expect(payloadFrom(schema, { ...values, amount_cents: "12abc", notify: true }, original)).toMatchObject({ amount_cents: "12abc", notify: true });
  });
});

import { describe, expect, it } from "vitest";
import { displayedReply, jsonStringFields, mapSpan, messageField } from "./json-reply-text";

const spanOf = (raw: string, needle: string): [number, number] => {
  const at = raw.indexOf(needle);
  if (at < 0) throw new Error(`${needle} not in ${raw}`);
  return [at, at + needle.length];
};

describe("jsonStringFields", () => {
  it("decodes the message field and maps raw spans past escapes into the decoded text", () => {
    const message = 'Your options:\n1. Refund of $54.04 to "gift card"\n2. Exchange\tnow — é';
    const raw = JSON.stringify({ message });
    const field = messageField(jsonStringFields(raw)!)!;
    expect(field.path).toBe("message");
    expect(field.value).toBe(message);
    for (const needle of ["$54.04", '"gift card"', "Exchange", "now"]) {
      const rawNeedle = JSON.stringify(needle).slice(1, -1);
      const mapped = mapSpan(field, spanOf(raw, rawNeedle))!;
      expect(field.value.slice(mapped[0], mapped[1])).toBe(needle);
    }
    // The "\n1" escape of the raw text is one newline and a digit in the decoded message.
    const mapped = mapSpan(field, spanOf(raw, "\\n1."))!;
    expect(field.value.slice(mapped[0], mapped[1])).toBe("\n1.");
  });

  it("maps \\u escapes, keeps keys out, and names nested paths", () => {
    const raw = '{"content": "caf\\u00e9 order #W123", "meta": {"notes": ["a", "b #W9"]}, "n": 3}';
    const fields = jsonStringFields(raw)!;
    expect(fields.map((f) => f.path)).toEqual(["content", "meta.notes[0]", "meta.notes[1]"]);
    const content = messageField(fields)!;
    expect(content.value).toBe("café order #W123");
    const m = mapSpan(content, spanOf(raw, "#W123"))!;
    expect(content.value.slice(...m)).toBe("#W123");
    expect(mapSpan(content, spanOf(raw, "#W9"))).toBeNull();
  });

  it("is null for text that is not a JSON object or array, and for broken JSON", () => {
    expect(jsonStringFields("Your refund of $5.00 is on its way.")).toBeNull();
    expect(jsonStringFields('"just a string"')).toBeNull();
    expect(jsonStringFields('{"message": "unterminated')).toBeNull();
  });

  it("falls back to no message field when none of message/content/text is at the top level", () => {
    expect(messageField(jsonStringFields('{"reply": "hi"}')!)).toBeNull();
  });
});

describe("displayedReply", () => {
  it("shows a JSON reply's message with the claims' spans mapped into it", () => {
    const raw = JSON.stringify({ message: "Options:\n1. refund $54.04\n2. order #W123" });
    const claims = [{ span: spanOf(raw, "$54.04") }, { span: spanOf(raw, "#W123") }];
    const shown = displayedReply(raw, claims);
    expect(shown).toMatchObject({ format: "json", field: "message", text: "Options:\n1. refund $54.04\n2. order #W123" });
    expect(shown.spans.map((s) => shown.text.slice(s![0], s![1]))).toEqual(["$54.04", "#W123"]);
  });

  it("shows every string field, headed by its path, when there is no message field", () => {
    const raw = '{"greeting": "Hi", "body": "Total $5.00"}';
    const shown = displayedReply(raw, [{ span: spanOf(raw, "$5.00") }, { span: [0, 1] }]);
    expect(shown.text).toBe("greeting: Hi\n\nbody: Total $5.00");
    expect(shown.text.slice(...shown.spans[0]!)).toBe("$5.00");
    expect(shown.spans[1]).toBeNull();
  });

  it("leaves plain text replies as they are", () => {
    expect(displayedReply("Refund $5.00.", [{ span: [7, 12] }])).toEqual({ format: "text", text: "Refund $5.00.", spans: [[7, 12]], field: null });
  });
});

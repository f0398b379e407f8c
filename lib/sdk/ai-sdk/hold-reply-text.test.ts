// The streamed reply check on its own: which parts leave, in what order, and when, for each verdict.
import { describe, expect, it, vi } from "vitest";
import { convertReadableStreamToArray, simulateReadableStream } from "ai/test";
import type { ReplyCheck } from "../../client/types";
import type { ReplyOutcome } from "../core/session";
import { GroundcheckSdkError } from "../core/errors";
import { holdReplyText } from "./hold-reply-text";

type Part = Record<string, unknown> & { type: string };
const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };
const check = (verdict: string) => ({ check_id: "k1", decision: "pass", verdict, claims: [], telemetry: {} }) as unknown as ReplyCheck;
const reply = (...deltas: string[]): Part[] => [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t" },
  ...deltas.map((delta) => ({ type: "text-delta", id: "t", delta })),
  { type: "text-end", id: "t" },
  { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
];
const through = (parts: Part[], judge: (text: string) => Promise<ReplyOutcome>) =>
  convertReadableStreamToArray(simulateReadableStream({ chunks: parts, chunkDelayInMs: null }).pipeThrough(holdReplyText(judge as never) as never)) as Promise<Part[]>;
const texts = (parts: Part[]) => parts.filter((p) => p.type.startsWith("text-")).map((p) => (p.type === "text-delta" ? p.delta : p.type));

describe("holdReplyText", () => {
  it("a reviewer's edit goes out as one text block in place of the model's, with the verdict on finish", async () => {
    const out = await through(reply("Arrives ", "Thursday."), async () => ({ outcome: "send", text: "Arrives within 5 business days.", check: check("grounded"), released: { heldItemId: "h1", payloadHash: "sha256:x" } }));
    expect(texts(out)).toEqual(["text-start", "Arrives within 5 business days.", "text-end"]);
    expect(out.at(-1)).toMatchObject({ type: "finish", providerMetadata: { groundcheck: { outcome: "send", verdict: "grounded" } } });
  });

  it("a reply that could not be checked streams no text (fail closed)", async () => {
    const out = await through(reply("Refunded."), async () => ({ outcome: "unavailable", error: new GroundcheckSdkError("unavailable", "down") }));
    expect(texts(out)).toEqual([]);
    expect(out.at(-1)).toMatchObject({ providerMetadata: { groundcheck: { outcome: "unavailable", verdict: null } } });
  });

  it("text in a step that calls a tool is not the reply: it goes out, unjudged and in order, when the call shows up", async () => {
    const judge = vi.fn();
    const parts: Part[] = [{ type: "stream-start", warnings: [] }, { type: "text-start", id: "t" }, { type: "text-delta", id: "t", delta: "Let me look." }, { type: "text-end", id: "t" }, { type: "tool-call", toolCallId: "c1", toolName: "get_order", input: "{}" }, { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage }];
    expect((await through(parts, judge)).map((p) => p.type)).toEqual(parts.map((p) => p.type));
    expect(judge).not.toHaveBeenCalled();
  });

  it("a stream that fails before its end never lets the held text out", async () => {
    const seen: Part[] = [];
    const source = new ReadableStream<Part>({
      start(c) {
        for (const p of reply("Your refund ", "was issued.").slice(0, 3)) c.enqueue(p);
        c.error(new Error("connection reset"));
      },
    });
    const judge = vi.fn();
    const reader = source.pipeThrough(holdReplyText(judge) as never).getReader() as ReadableStreamDefaultReader<Part>;
    await expect(
      (async () => {
        for (let r = await reader.read(); !r.done; r = await reader.read()) seen.push(r.value);
      })(),
    ).rejects.toThrow("connection reset");
    expect(texts(seen)).toEqual([]);
    expect(judge).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { createGate } from "./admission-gate";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("admission gate", () => {
  it("lets `concurrency` work at once and starts the queued in order as slots free", async () => {
    const gate = createGate({ concurrency: 2, queue: 10, maxWaitMs: 10_000 });
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = blockers.map((b, i) => gate.run(async () => (started.push(i), await b.promise, i)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ active: 2, waiting: 1 });
    blockers[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    blockers[0].resolve();
    blockers[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses at once with overloaded and Retry-After when the queue is full", async () => {
    const gate = createGate({ concurrency: 1, queue: 1, maxWaitMs: 3000 });
    const b = deferred();
    const first = gate.run(() => b.promise);
    const second = gate.run(async () => "queued");
    const third = gate.run(async () => "never");
    const err = await third.catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "overloaded", status: 503, details: { retryAfterSeconds: 3 } });
    b.resolve();
    await first;
    expect(await second).toBe("queued");
  });

  it("gives up on a waiter after maxWaitMs, without leaking its slot", async () => {
    const gate = createGate({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    const b = deferred();
    const first = gate.run(() => b.promise);
    const err = await gate.run(async () => "late").catch((e) => e);
    expect(err).toMatchObject({ code: "overloaded" });
    expect(gate.stats()).toEqual({ active: 1, waiting: 0 });
    b.resolve();
    await first;
    expect(await gate.run(async () => "after")).toBe("after");
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot while a long poll sleeps, and takes it back after", async () => {
    const gate = createGate({ concurrency: 1, queue: 5, maxWaitMs: 10_000 });
    const nap = deferred();
    const poll = gate.run(async (pause) => {
      await pause(() => nap.promise);
      return gate.stats().active;
    });
    await tick();
    // While the poll sleeps another request gets the only slot.
    expect(await gate.run(async () => "in")).toBe("in");
    nap.resolve();
    expect(await poll).toBe(1);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });
});

// A pool thread whose task module takes 1.5 s to load (as the engines do under tsx on a loaded
// machine), with two tasks: "echo" answers at once, "spin" runs for 2 s.
import { parentPort } from "node:worker_threads";

const until = Date.now() + 1500;
while (Date.now() < until) {
  // loading
}

parentPort!.on("message", (msg: { id: number; kind: string; input: unknown }) => {
  if (msg.kind === "spin") {
    const end = Date.now() + 2000;
    while (Date.now() < end) {
      // working
    }
  }
  parentPort!.postMessage({ id: msg.id, ok: true, value: msg.input });
});
parentPort!.postMessage({ ready: true });

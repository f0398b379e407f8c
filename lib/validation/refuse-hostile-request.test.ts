import { describe, expect, it } from "vitest";
import { refuseHostileRequest } from "./refuse-hostile-request";

const req = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => new Request(`http://localhost:3000${path}`, init);

describe("refuseHostileRequest", () => {
  it("passes ordinary requests", () => {
    expect(refuseHostileRequest(req("/api/v1/held-items/abc%20d"))).toBeNull();
    expect(refuseHostileRequest(req("/queue", { method: "POST", headers: { "next-action": "x", origin: "http://localhost:3000", host: "localhost:3000" } }))).toBeNull();
  });
  it("answers bad percent-encoding in the path with a JSON 400", async () => {
    const r = refuseHostileRequest(req("/api/v1/held-items/%E0%A4%A"))!;
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: { code: "invalid_input", message: expect.stringMatching(/percent-encoding/) } });
  });
  it("answers a declared Content-Length over 2 MB with 413 and closes the connection", async () => {
    const r = refuseHostileRequest(req("/api/v1/imports", { method: "POST", headers: { "content-length": String(3 * 1024 * 1024) } }))!;
    expect(r.status).toBe(413);
    expect(r.headers.get("connection")).toBe("close");
    expect((await r.json()).error.code).toBe("payload_too_large");
  });
  it("answers a cross-origin server action with 403", async () => {
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const r = refuseHostileRequest(req("/queue", { method: "POST", headers: { "next-action": "abc", origin, host: "localhost:3000" } }))!;
      expect(r.status).toBe(403);
      expect((await r.json()).error.code).toBe("forbidden");
    }
  });
});

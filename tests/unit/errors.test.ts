import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, ERROR_CODES, errorResponse, toErrorBody } from "@/lib/errors";

describe("one error type, one mapping to HTTP", () => {
  it("maps every code to its documented status with a JSON body", async () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      const res = errorResponse(new AppError(code as keyof typeof ERROR_CODES, "msg"));
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error.code).toBe(code);
    }
  });
  it("turns a zod failure into invalid_input naming the field", () => {
    const parsed = z.object({ email: z.email() }).safeParse({ email: "nope" });
    const { status, body } = toErrorBody(parsed.error);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^email:/);
  });
  it("answers an unknown error with a generic 500 and logs it, leaking nothing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = toErrorBody(new Error("password=hunter2 at /srv/secret.ts:12"));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain("hunter2");
    expect(JSON.stringify(body)).not.toContain("secret.ts");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
  it("sets Retry-After for rate limits", () => {
    const { headers, status } = toErrorBody(new AppError("rate_limited", "slow down", { retryAfterSeconds: 2.2 }));
    expect(status).toBe(429);
    expect(headers["Retry-After"]).toBe("3");
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, passwordProblem } from "@/lib/auth/password";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const h = await hashPassword("correct horse battery");
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", h)).toBe(true);
    expect(await verifyPassword("correct horse batterY", h)).toBe(false);
  });
  it("salts: the same password hashes differently", async () => {
    expect(await hashPassword("same-password!")).not.toBe(await hashPassword("same-password!"));
  });
  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plaintext")).toBe(false);
  });
  it("asks for at least 10 characters", () => {
    expect(passwordProblem("short")).toMatch(/10/);
    expect(passwordProblem("long-enough-1")).toBeNull();
  });
});

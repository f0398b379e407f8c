import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./safe-callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeCallbackUrl("/queue/abc?tab=findings#c2")).toBe("/queue/abc?tab=findings#c2");
    expect(safeCallbackUrl("/")).toBe("/");
  });
  it("sends every off-site spelling home", () => {
    for (const evil of ["/\\evil.example/x", "/\t/evil.example/x", "//evil.example", "/\n/evil.example", "https://evil.example", "javascript:alert(1)", "\\\\evil.example", " /x", "/%09/evil.example"]) {
      const out = safeCallbackUrl(evil);
      expect(new URL(out, "http://app.local").origin, evil).toBe("http://app.local");
    }
    expect(safeCallbackUrl("/\\evil.example/x")).toBe("/");
    expect(safeCallbackUrl(undefined)).toBe("/");
    expect(safeCallbackUrl(["/a", "/b"])).toBe("/a");
  });
});

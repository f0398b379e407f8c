/**
 * Where to go after sign-in: only a same-origin relative path. Browsers read `\` as `/` and drop
 * tabs and line breaks inside URLs, so `/\evil.example` and `/\t/evil.example` are protocol-relative
 * URLs to another site; resolving against a placeholder origin and comparing origins catches every
 * such spelling instead of listing them.
 */
const BASE = "http://groundcheck.invalid";

export function safeCallbackUrl(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE || value.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page CSP: scripts only from this origin carrying this request's nonce ('strict-dynamic' lets
 * Next's own chunks load), no inline script otherwise, no framing, no plugins. Development adds
 * 'unsafe-eval' because React's dev build needs it for stack reconstruction.
 */
export function buildContentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Next injects small inline <style> tags for route announcer and font metrics.
    `style-src 'self' 'unsafe-inline'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

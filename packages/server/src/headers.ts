/**
 * The headers every response carries (issue #23 item 5). The built page has no inline script (Vite writes
 * one module script tag with a src) and sets styles only through the CSSOM (Preact's style props), which a
 * CSP does not govern: so neither scripts nor styles need 'unsafe-inline'. `connect-src 'self'` covers the
 * WebSocket on the page's own host (ws: and wss:, CSP level 3). No page may frame the game.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Invitation keys ride in the URL's fragment, which no Referer carries; no-referrer keeps even the game id home.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The payload of a JWT, decoded without verification: the client only reads who is logged in,
 * the server checks the signature on every call.
 * Returns undefined for anything that is not a three-part token with a base64url JSON payload.
 */
export function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  return decodeBase64UrlJson(parts[1]);
}

/** Base64url (padded or not) of UTF-8 JSON, decoded; undefined for anything else. */
export function decodeBase64UrlJson(text: string): unknown {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

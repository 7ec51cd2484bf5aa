/**
 * The token of an `Authorization: Bearer <token>` header, or undefined. The scheme name is case-insensitive
 * (RFC 9110 §11.1: `bearer`, `BEARER` are the same scheme) and may be followed by several spaces.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^bearer +(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
}

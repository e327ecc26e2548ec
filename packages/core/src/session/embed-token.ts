// Embed tokens (issue 12 item 6): what a partner's server gets for one of its users with its
// partner key (POST /api/PartnerKey/EmbedToken). They are bearer tokens like a login's, written
// `scmembed.<expiry, Unix seconds>.<random>` so an element can tell, without a call, when to ask its
// page for a fresh one (the server keeps only the hash and decides alone whether a token is live).

export const EMBED_TOKEN_PREFIX = 'scmembed'

/** How long before an embed token's expiry the element fires `scm-token-expiring`. */
export const TOKEN_REFRESH_LEAD_SECONDS = 60

/** The token text for a random part and an expiry (the server's side). */
export function embedTokenText(random: string, expiresAt: Date): string {
  return `${EMBED_TOKEN_PREFIX}.${Math.floor(expiresAt.getTime() / 1000)}.${random}`
}

/** An embed token's expiry (epoch ms), or null for any other token (a login session's). */
export function embedTokenExpiry(token: string | null | undefined): number | null {
  const match = token ? /^scmembed\.(\d{9,11})\./.exec(token) : null
  return match ? Number(match[1]) * 1000 : null
}

import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { oauthStates } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { decrypt, encrypt, randomToken, sha256 } from '../../lib/crypto.js';

/** How long a consent may take, from the login URL to the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** RFC 7636 S256: the challenge is the verifier's SHA-256, base64url without padding. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The OAuth `state` and PKCE verifier of Gmail hand-offs (issue 22). A state is a random token
 * stored hashed with its user, expiry and the PKCE code verifier (encrypted); the callback spends
 * it once, so a state seen in a log, a history or a referrer cannot be replayed, and the verifier
 * never leaves the server (the consent URL carries only its S256 challenge).
 */
export function createOAuthStates(
  database: Database,
  clock: Pick<Clock, 'now'>,
  key: Buffer,
  /** Which hand-off (`microsoft`): its states are stored under their own hashes, so one given for
   * another provider's consent is unknown here. None: Gmail's, as before. */
  provider?: string,
) {
  const { db } = database;
  const hashOf = (state: string) => sha256(provider ? `${provider}:${state}` : state);
  const now = () => new Date(clock.now());
  return {
    /** A new state for the user's consent, and the challenge for the consent URL. */
    async issue(userId: string): Promise<{ state: string; codeChallenge: string }> {
      // The user's spent and expired hand-offs go as a new one starts.
      await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.userId, userId),
            or(isNotNull(oauthStates.usedAt), lt(oauthStates.expiresAt, now())),
          ),
        );
      const state = randomToken(32);
      const verifier = randomToken(48);
      await db.insert(oauthStates).values({
        userId,
        stateHash: hashOf(state),
        codeVerifierEnc: encrypt(key, verifier),
        expiresAt: new Date(clock.now() + OAUTH_STATE_TTL_MS),
      });
      return { state, codeChallenge: pkceChallenge(verifier) };
    },

    /** Spends the user's state: its code verifier, or undefined (unknown, another user's, used or expired). */
    async consume(userId: string, state: string): Promise<string | undefined> {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now() })
        .where(
          and(
            eq(oauthStates.stateHash, hashOf(state)),
            eq(oauthStates.userId, userId),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now()),
          ),
        )
        .returning({ codeVerifierEnc: oauthStates.codeVerifierEnc });
      return row ? decrypt(key, row.codeVerifierEnc) : undefined;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import * as argon2 from '@node-rs/argon2';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  SignUpResponse,
  UserProfile,
  VerifyEmailResponse,
} from '@rapport/sdk/contract';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_MS,
  FORGOT_PASSWORD_LIMIT,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  REFRESH_TOKEN_BYTES,
  REFRESH_TOKEN_TTL_MS,
  RESET_TOKEN_BYTES,
  RESET_TOKEN_TTL_MS,
  SIGN_IN_LIMIT,
  SIGN_UP_NOTICE_LIMIT,
} from '../constants.js';
import { otps, refreshTokens, resetTokens, type UserRow, users } from '../db/schema.js';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { randomDigits, randomToken, safeEqualHex, sha256 } from '../lib/crypto.js';
import { emailKey } from '../lib/email.js';
import { createSlots } from '../lib/slots.js';
import type { ServiceContext } from '../platform/context.js';
import { otpMail, resetMail, signUpAgainMail } from '../platform/outbox.js';
import type { Limit, RateLimiter } from '../platform/rateLimits.js';
import { createEndedSessions } from './endedSessions.js';
import { toProfile } from './users.js';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this session belongs to (sign-out revokes it). */
  familyId: string;
}

export interface AuthLimits {
  signIn: Limit;
  forgotPassword: Limit;
}

export function createAuthService(
  ctx: ServiceContext,
  limiter: RateLimiter,
  limits?: Partial<AuthLimits>,
  /** Tests lower the argon2 cost; production keeps ARGON2_OPTIONS. */
  hashCost?: PasswordHashCost,
  /** Told after a user's row changes (the users service forgets its kept row). */
  userChanged: (userId: string) => void = () => {},
) {
  const { db } = ctx.database;
  const argon2Options = { ...ARGON2_OPTIONS, ...hashCost };
  // Hashes leave one core to the event loop (lib/slots.ts); on one core, one hash at a time.
  const hashingSlots = Math.max(1, availableParallelism() - 1);
  const hashing = createSlots(hashingSlots);
  const hash = (password: string, options: typeof argon2Options) =>
    hashing.run(() => argon2.hash(password, options));
  const verify = (passwordHash: string, password: string) =>
    hashing.run(() => argon2.verify(passwordHash, password));
  const secret = new TextEncoder().encode(ctx.config.jwtSecret);
  const signInLimit = limits?.signIn ?? SIGN_IN_LIMIT;
  const forgotLimit = limits?.forgotPassword ?? FORGOT_PASSWORD_LIMIT;
  const now = () => new Date(ctx.clock.now());
  const sessions = createEndedSessions(ctx.database, ctx.clock);
  // Verifying against a real hash for unknown emails keeps the timing of both answers alike.
  const dummyHash = hash('rapport-timing-equaliser', argon2Options);

  async function signAccessToken(userId: string, familyId: string): Promise<string> {
    const iat = Math.floor(ctx.clock.now() / 1000);
    return new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_MS / 1000)
      .setIssuer('rapport')
      .sign(secret);
  }

  async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = randomToken(REFRESH_TOKEN_BYTES);
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(ctx.clock.now() + REFRESH_TOKEN_TTL_MS),
    });
    return token;
  }

  async function startSession(user: UserRow): Promise<SignInResponse> {
    const familyId = randomUUID();
    const [accessToken, refreshToken] = await Promise.all([
      signAccessToken(user.id, familyId),
      issueRefreshToken(user.id, familyId),
    ]);
    return {
      user: toProfile(user),
      google_access_token: null,
      access_token: accessToken,
      refresh_token: refreshToken,
      id: user.id,
    };
  }

  const revokeFamily = (familyId: string) => sessions.endFamily(familyId);

  /** Ends every session of the user, or every other one than `keep`. */
  async function revokeAllOf(userId: string, keep?: string): Promise<void> {
    const revoked = await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          keep === undefined ? undefined : ne(refreshTokens.familyId, keep),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    sessions.ended([...new Set(revoked.map((r) => r.familyId))]);
  }

  async function createAndSendOtp(user: UserRow): Promise<void> {
    const code = randomDigits(OTP_LENGTH);
    // A new code replaces every earlier one.
    await db
      .update(otps)
      .set({ consumedAt: now() })
      .where(and(eq(otps.userId, user.id), isNull(otps.consumedAt)));
    await db.insert(otps).values({
      userId: user.id,
      codeHash: sha256(`${user.id}:${code}`),
      expiresAt: new Date(ctx.clock.now() + OTP_TTL_MS),
      createdAt: now(),
    });
    await ctx.outbox.send(otpMail(user.email, user.firstName, code));
  }

  /**
   * Sign-up for an address that has an account answers exactly as a new sign-up does (issue 22:
   * the answer must not tell who is registered): 201 and a profile made from the request, whose
   * id belongs to no one. The owner is told by email instead, at most SIGN_UP_NOTICE_LIMIT times
   * an hour so the form cannot be used to flood their inbox (a refusal is silent, like the rest).
   */
  async function signUpTaken(email: string, input: SignUpRequest): Promise<SignUpResponse> {
    const sent = await limiter
      .hit(`signup-notice:${email}`, SIGN_UP_NOTICE_LIMIT, 'Too many sign-up notices')
      .then(() => true)
      .catch(() => false);
    if (sent) await ctx.outbox.send(signUpAgainMail(email, ctx.config.appUrl));
    const at = now();
    const stranger: UserRow = {
      id: randomUUID(),
      email,
      passwordHash: '',
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      emailVerified: false,
      onboardingCompleted: false,
      userDescription: null,
      avatarUrl: null,
      permissions: ctx.config.adminEmails.includes(email) ? ['admin'] : [],
      skipSync: false,
      disableInputWarning: false,
      googleAccessTokenEnc: null,
      googleRefreshTokenEnc: null,
      lastOperatingSystem: null,
      lastBrowserName: null,
      chatListVersion: 0,
      createdAt: at,
      updatedAt: at,
    };
    return { message: 'Account Created Successfully', user: toProfile(stranger) };
  }

  /** ADMIN_EMAILS grant `admin` at sign-up and at every sign-in. */
  async function applyAdminEmails(user: UserRow): Promise<UserRow> {
    if (!ctx.config.adminEmails.includes(user.email) || user.permissions.includes('admin')) return user;
    const [row] = await db
      .update(users)
      .set({ permissions: [...user.permissions, 'admin'] })
      .where(eq(users.id, user.id))
      .returning();
    userChanged(user.id);
    return row ?? user;
  }

  return {
    /** Which sessions have ended: access tokens of an ended one are refused, its sockets closed. */
    sessions,

    /** Password hashes running and waiting for a slot (at most cores − 1 run at once). */
    get hashingLoad() {
      return { ...hashing.load, size: hashingSlots };
    },

    /** The signed-in user of an `Authorization` header, or null (no token, or one that does not verify). */
    async userIdOfRequest(authorization: string | undefined): Promise<string | null> {
      const token = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim())?.[1];
      if (!token) return null;
      try {
        return (await this.verifyAccessToken(token)).userId;
      } catch {
        return null;
      }
    },

    async verifyAccessToken(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: 'rapport',
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          throw unauthorized('Invalid token');
        // Signed and unexpired is not enough: a signed-out session's tokens die with it.
        if (!(await sessions.isLive(payload.sid)))
          throw unauthorized('This session has ended; please sign in again', 'session_ended');
        return { userId: payload.sub, familyId: payload.sid };
      } catch (e) {
        if (e instanceof HttpError) throw e;
        if (e instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired', 'token_expired');
        throw unauthorized('Invalid access token');
      }
    },

    async signUp(input: SignUpRequest): Promise<SignUpResponse> {
      const email = emailKey(input.email);
      const passwordHash = await hash(input.password, argon2Options);
      const inserted = await db
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.first_name.trim(),
          lastName: input.last_name.trim(),
          permissions: ctx.config.adminEmails.includes(email) ? ['admin'] : [],
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      const user = inserted[0];
      if (!user) return signUpTaken(email, input);
      await createAndSendOtp(user);
      return { message: 'Account Created Successfully', user: toProfile(user) };
    },

    async signIn(input: SignInRequest, ip: string): Promise<SignInResponse> {
      const email = emailKey(input.email);
      await limiter.hit(`signin:${email}:${ip}`, signInLimit, 'Too many sign-in attempts');
      const [found] = await db.select().from(users).where(eq(users.email, email));
      const ok = await verify(found?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!found || !ok) throw unauthorized('Invalid email or password', 'invalid_credentials');
      return startSession(await applyAdminEmails(found));
    },

    async refresh(token: string): Promise<{ access_token: string; refresh_token: string; id: string }> {
      const tokenHash = sha256(token);
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!row || row.revokedAt) throw unauthorized('Invalid refresh token');
      if (row.rotatedAt) {
        // A rotated token came back: someone holds a copy. End the whole session family.
        await revokeFamily(row.familyId);
        throw unauthorized('Refresh token reuse detected; please sign in again');
      }
      if (row.expiresAt.getTime() <= ctx.clock.now())
        throw unauthorized('Refresh token expired', 'token_expired');
      // Conditional update: of two concurrent uses, only one rotates; the other counts as reuse.
      const rotated = await db
        .update(refreshTokens)
        .set({ rotatedAt: now() })
        .where(
          and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) {
        await revokeFamily(row.familyId);
        throw unauthorized('Refresh token reuse detected; please sign in again');
      }
      const [accessToken, refreshToken] = await Promise.all([
        signAccessToken(row.userId, row.familyId),
        issueRefreshToken(row.userId, row.familyId),
      ]);
      return { access_token: accessToken, refresh_token: refreshToken, id: row.userId };
    },

    signOut: (claims: AccessClaims) => revokeFamily(claims.familyId),
    signOutAll: (userId: string) => revokeAllOf(userId),

    async verifyEmail(user: UserRow, otp: string): Promise<VerifyEmailResponse> {
      if (user.emailVerified) return { message: 'Email already verified', user: toProfile(user) };
      const [code] = await db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, user.id), isNull(otps.consumedAt)))
        .orderBy(desc(otps.createdAt))
        .limit(1);
      if (!code || code.expiresAt.getTime() <= ctx.clock.now())
        throw badRequest('This code has expired. Please request a new one.', 'bad_request');
      if (code.attempts >= OTP_MAX_ATTEMPTS)
        throw new HttpError(
          429,
          'too_many_requests',
          'Too many wrong attempts for this code. Please request a new code with Resend OTP.',
        );
      if (!safeEqualHex(code.codeHash, sha256(`${user.id}:${otp}`))) {
        const [after] = await db
          .update(otps)
          .set({ attempts: code.attempts + 1 })
          .where(eq(otps.id, code.id))
          .returning({ attempts: otps.attempts });
        const left = OTP_MAX_ATTEMPTS - (after?.attempts ?? OTP_MAX_ATTEMPTS);
        throw badRequest(
          left > 0
            ? `Invalid code. ${left} attempt${left === 1 ? '' : 's'} left.`
            : 'Invalid code. No attempts left: please request a new code.',
        );
      }
      await db.update(otps).set({ consumedAt: now() }).where(eq(otps.id, code.id));
      const [verified] = await db
        .update(users)
        .set({ emailVerified: true, updatedAt: now() })
        .where(eq(users.id, user.id))
        .returning();
      userChanged(user.id);
      return { message: 'OTP Verified', user: toProfile(verified ?? user) };
    },

    async resendOtp(user: UserRow): Promise<{ message: string }> {
      if (user.emailVerified) throw badRequest('Your email is already verified');
      const [last] = await db
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(eq(otps.userId, user.id))
        .orderBy(desc(otps.createdAt))
        .limit(1);
      if (last) {
        const wait = last.createdAt.getTime() + OTP_RESEND_INTERVAL_MS - ctx.clock.now();
        if (wait > 0) throw tooManyRequests(wait, 'A code was sent less than a minute ago');
      }
      await createAndSendOtp(user);
      return { message: 'The OTP has been resent to your email.' };
    },

    async forgotPassword(input: ForgotPasswordRequest): Promise<{ message: string }> {
      const email = emailKey(input.email);
      await limiter.hit(`forgot:${email}`, forgotLimit, 'Too many password reset requests');
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (user) {
        const token = randomToken(RESET_TOKEN_BYTES);
        await db.insert(resetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(ctx.clock.now() + RESET_TOKEN_TTL_MS),
          operatingSystem: input.operating_system,
          browserName: input.browser_name,
        });
        await db
          .update(users)
          .set({ lastOperatingSystem: input.operating_system, lastBrowserName: input.browser_name })
          .where(eq(users.id, user.id));
        userChanged(user.id);
        const link = `${ctx.config.appUrl}/reset-password/${token}`;
        // Not awaited: an SMTP round trip must not reveal whether the account exists.
        ctx.outbox
          .send(resetMail(user.email, link, input.browser_name, input.operating_system))
          .catch((e: unknown) => ctx.log.error(`reset mail to ${user.email} failed: ${String(e)}`));
      }
      return {
        message: 'If an account with that email exists, you will receive a password reset email shortly.',
      };
    },

    async resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
      const tokenHash = sha256(input.token);
      // Single use: the conditional update claims the token once.
      const [claimed] = await db
        .update(resetTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(resetTokens.tokenHash, tokenHash),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now()),
          ),
        )
        .returning();
      if (!claimed) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
      const passwordHash = await hash(input.password, argon2Options);
      await db.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, claimed.userId));
      userChanged(claimed.userId);
      await revokeAllOf(claimed.userId);
      return { message: 'Your password has been reset successfully.' };
    },

    async changePassword(user: UserRow, claims: AccessClaims, input: ChangePasswordRequest) {
      // The hash as stored now, not the request's kept row (auth/signedInUsers.ts): another
      // instance may have changed the password a moment ago.
      const [stored] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!stored) throw unauthorized('Invalid access token');
      const ok = await verify(stored.passwordHash, input.current_password).catch(() => false);
      if (!ok) throw badRequest('The current password is wrong');
      const passwordHash = await hash(input.password, argon2Options);
      await db.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
      userChanged(user.id);
      // Other sessions end; this one stays.
      await revokeAllOf(user.id, claims.familyId);
      return { message: 'Your password has been changed.' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { UserProfile };

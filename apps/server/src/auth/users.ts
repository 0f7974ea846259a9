import type { AdminUser, UpdateUserRequest, UserProfile } from '@rapport/sdk/contract';
import { asc, eq } from 'drizzle-orm';
import { type UserRow, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { encrypt } from '../lib/crypto.js';
import { emailKey } from '../lib/email.js';
import type { ServiceContext } from '../platform/context.js';
import { createSignedInUsers } from './signedInUsers.js';

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    onBoardingCompleted: row.onboardingCompleted,
    first_name: row.firstName,
    last_name: row.lastName,
    firstName: row.firstName,
    lastName: row.lastName,
    user_metadata: { avatar_url: row.avatarUrl },
    permissions: row.permissions,
    user_description: row.userDescription,
    skip_sync: row.skipSync,
    disable_input_warning: row.disableInputWarning,
    created_at: row.createdAt.toISOString(),
  };
}

export function createUsersService(ctx: ServiceContext) {
  const { db } = ctx.database;

  /** The user's row, or 404 (a deleted account behind a still-valid access token). */
  const found = (row: UserRow | undefined): UserRow => {
    if (!row) throw notFound('User not found');
    return row;
  };

  async function getRow(userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return found(row);
  }

  /** Rows behind access tokens, kept a moment; forgotten after this process changes one. */
  const signedIn = createSignedInUsers(getRow, ctx.clock);

  async function patch(userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserProfile> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date(ctx.clock.now()) })
      .where(eq(users.id, userId))
      .returning();
    signedIn.forget(userId);
    return toProfile(found(row));
  }

  return {
    getRow,
    /** The row of a request's user (authentication), kept a moment (auth/signedInUsers.ts). */
    signedInRow: (userId: string) => signedIn.get(userId),
    /** Call after changing a user's row outside this service. */
    forget: (userId: string) => signedIn.forget(userId),
    async profile(userId: string): Promise<UserProfile> {
      return toProfile(await getRow(userId));
    },
    async update(userId: string, input: UpdateUserRequest): Promise<UserProfile> {
      const values: Partial<typeof users.$inferInsert> = {};
      if (input.user_description !== undefined) values.userDescription = input.user_description;
      if (input.on_boarding_completed !== undefined) values.onboardingCompleted = input.on_boarding_completed;
      if (input.first_name !== undefined) values.firstName = input.first_name;
      if (input.last_name !== undefined) values.lastName = input.last_name;
      if (input.avatar_url !== undefined) values.avatarUrl = input.avatar_url;
      // Mailbox tokens stay on the server, encrypted at rest (decisions.md Mailbox).
      if (input.google_access_token !== undefined)
        values.googleAccessTokenEnc =
          input.google_access_token === null
            ? null
            : encrypt(ctx.config.encryptionKey, input.google_access_token);
      if (input.google_refresh_token !== undefined)
        values.googleRefreshTokenEnc =
          input.google_refresh_token === null
            ? null
            : encrypt(ctx.config.encryptionKey, input.google_refresh_token);
      if (Object.keys(values).length === 0) return toProfile(await getRow(userId));
      return patch(userId, values);
    },
    completeOnboarding: (userId: string) => patch(userId, { onboardingCompleted: true }),
    skipSync: (userId: string) => patch(userId, { skipSync: true }),
    disableInputWarning: (userId: string) => patch(userId, { disableInputWarning: true }),
    async listAll(): Promise<AdminUser[]> {
      // Admin-only (enforced by the route's access level): the one place that reads every user.
      const rows = await db.select().from(users).orderBy(asc(users.createdAt));
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        emailVerified: r.emailVerified,
        permissions: r.permissions,
        created_at: r.createdAt.toISOString(),
      }));
    },
    /** CLI: grant a permission by email. Returns false when no such user. */
    async grant(email: string, permission: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, emailKey(email)));
      if (!row) return false;
      if (!row.permissions.includes(permission)) {
        await db
          .update(users)
          .set({ permissions: [...row.permissions, permission] })
          .where(eq(users.id, row.id));
        signedIn.forget(row.id);
      }
      return true;
    },
    /** CLI: take a permission away by email. Returns false when no such user. */
    async revoke(email: string, permission: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, emailKey(email)));
      if (!row) return false;
      await db
        .update(users)
        .set({ permissions: row.permissions.filter((p) => p !== permission) })
        .where(eq(users.id, row.id));
      signedIn.forget(row.id);
      return true;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

-- Issue 26: "Disconnect, keep its mail" keeps the mailbox, listed as Disconnected (no sync, no
-- credentials) until it is reconnected or removed. Hand-written in drizzle's form, like 0012.
ALTER TABLE "mailboxes" ADD COLUMN "disconnected_at" timestamp with time zone;

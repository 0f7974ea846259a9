CREATE TABLE "mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials_enc" text,
	"checkpoint" jsonb,
	"status" text DEFAULT 'idle' NOT NULL,
	"phase" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"error" text,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "emails_user_provider_uq";--> statement-breakpoint
-- Nothing wrote emails before this migration; thread_id becomes a reference to threads.
ALTER TABLE "emails" DROP COLUMN "thread_id";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
-- search is filled by the search.reindex job in chunks, not per row (see schema.ts).
ALTER TABLE "emails" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "bcc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "reply_to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "addresses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "quoted_text" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "is_bulk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailboxes_user_idx" ON "mailboxes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_user_kind_address_uq" ON "mailboxes" USING btree ("user_id","kind","address") WHERE "kind" <> 'mbox';--> statement-breakpoint
CREATE UNIQUE INDEX "threads_user_key_uq" ON "threads" USING btree ("user_id","key");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emails_mailbox_provider_uq" ON "emails" USING btree ("mailbox_id","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_user_message_id_uq" ON "emails" USING btree ("user_id","message_id") WHERE "message_id" is not null;--> statement-breakpoint
CREATE INDEX "emails_user_sent_idx" ON "emails" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "emails_thread_idx" ON "emails" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "emails_addresses_idx" ON "emails" USING gin ("addresses");--> statement-breakpoint
CREATE INDEX "emails_unindexed_idx" ON "emails" USING btree ("user_id") WHERE "search" is null;
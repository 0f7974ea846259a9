-- Issue 23, people a CRM can trust. A mailbox's contact policy (who its mail makes a contact of),
-- what its imports left out (spam, trash, drafts), whether an email came through a mailing list
-- (List-Id: never a contact, never a suggestion), and the suggestions a user dismissed for good.
ALTER TABLE "mailboxes" ADD COLUMN "contact_policy" text DEFAULT 'two_way' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_contact_policy_check" CHECK ("contact_policy" in ('two_way', 'everyone', 'none'));--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "left_out" jsonb DEFAULT '{"spam":0,"trash":0,"drafts":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "is_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "dismissed_suggestions" (
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_suggestions_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "dismissed_suggestions" ADD CONSTRAINT "dismissed_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Companies (issue 23 part 4): one per work domain of the user's contacts (never a free-mail
-- provider's, never the user's own), or per normalised company name for contacts without one.
-- `deleted_at`: the user deleted it; kept so it is not made again, its contacts stay unlinked.
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"name_key" text NOT NULL,
	"name_by_user" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_domain_uq" ON "companies" USING btree ("user_id","domain") WHERE "domain" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_name_key_uq" ON "companies" USING btree ("user_id","name_key") WHERE "domain" is null;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_id" uuid;--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id") WHERE "company_id" is not null;

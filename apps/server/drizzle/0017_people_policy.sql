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

-- Every copy of an email at the provider (issue 11, "What a stored email is"): one email held twice
-- (INBOX and All Mail, two mailboxes of one user, a Gmail account and its Takeout) is stored once
-- with a copy per (mailbox, provider id); it is deleted only when its last copy is gone.
CREATE TABLE "email_copies" (
	"email_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"provider_message_id" text NOT NULL,
	CONSTRAINT "email_copies_mailbox_id_provider_message_id_pk" PRIMARY KEY("mailbox_id","provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "email_copies" ADD CONSTRAINT "email_copies_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_copies" ADD CONSTRAINT "email_copies_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_copies_email_idx" ON "email_copies" USING btree ("email_id");--> statement-breakpoint
-- The copy each stored email already names (one each; emails kept after their mailbox went have none).
INSERT INTO "email_copies" ("email_id", "mailbox_id", "provider_message_id")
SELECT "id", "mailbox_id", "provider_message_id" FROM "emails"
WHERE "mailbox_id" IS NOT NULL AND "provider_message_id" IS NOT NULL
ON CONFLICT DO NOTHING;

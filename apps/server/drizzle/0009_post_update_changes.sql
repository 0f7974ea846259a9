CREATE TABLE "post_update_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_update_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"contact_id" uuid,
	"contact_name" text,
	"field" text,
	"before" text,
	"after" text,
	"note" text,
	"due_on" date,
	"contact_version" timestamp with time zone,
	"kept" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_update_changes_kind_check" CHECK ("kind" in ('contact_created', 'field_filled', 'note_added', 'follow_up_added'))
);
--> statement-breakpoint
ALTER TABLE "post_updates" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD CONSTRAINT "post_update_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD CONSTRAINT "post_update_changes_post_update_id_post_updates_id_fk" FOREIGN KEY ("post_update_id") REFERENCES "public"."post_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_update_changes_update_idx" ON "post_update_changes" USING btree ("post_update_id","position");--> statement-breakpoint
CREATE INDEX "post_update_changes_due_idx" ON "post_update_changes" USING btree ("user_id","due_on") WHERE "kind" = 'follow_up_added';
ALTER TABLE "post_update_changes" DROP CONSTRAINT "post_update_changes_kind_check";--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_updates" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "post_update_changes" ADD CONSTRAINT "post_update_changes_kind_check" CHECK ("kind" in ('contact_created', 'field_filled', 'note_added', 'follow_up_added', 'conflict_recorded', 'field_changed'));
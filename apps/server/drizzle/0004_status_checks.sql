ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("status" in ('queued', 'running', 'completed', 'error'));--> statement-breakpoint
ALTER TABLE "post_updates" ADD CONSTRAINT "post_updates_status_check" CHECK ("status" in ('pending', 'done', 'error'));

CREATE TABLE "contact_search" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"search" "tsvector" NOT NULL,
	"source_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"contacts_dirty" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "contacts_search_idx";--> statement-breakpoint
DROP INDEX "contacts_user_email_uq";--> statement-breakpoint
DROP INDEX "contacts_user_name_key_idx";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_search" ADD CONSTRAINT "contact_search_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_state" ADD CONSTRAINT "search_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_search_idx" ON "contact_search" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_email_uq" ON "contacts" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "contacts_user_name_key_idx" ON "contacts" USING btree ("user_id","name_key") WHERE "email" is null;--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "search";--> statement-breakpoint
-- Existing contacts are not in the new index yet: their owners start dirty (searched on the fly until search.reindex runs).
INSERT INTO "search_state" ("user_id", "version", "contacts_dirty") SELECT DISTINCT "user_id", 1, true FROM "contacts";--> statement-breakpoint
-- contacts.user_id has no foreign key (see schema.ts): deleting a user deletes their contacts here. AFTER, so that a
-- contact write holding the owner's key-share lock (services/contactWrites.ts) commits first and is deleted too.
CREATE FUNCTION "users_delete_contacts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "contacts" WHERE "user_id" = OLD."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_delete_contacts" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_delete_contacts"();

-- The contacts document now also holds accent-folded names and companies, so "jurgen weiss" finds
-- "Jürgen Weiß" (services/contactSearch.ts): drop the old index rows; the start-up reindex rebuilds them.
DELETE FROM "contact_search";--> statement-breakpoint
UPDATE "search_state" SET "contacts_dirty" = true;

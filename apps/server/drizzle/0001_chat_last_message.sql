ALTER TABLE "chats" ADD COLUMN "last_message_content" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chats" AS c SET "last_message_content" = m."content", "last_message_at" = m."created_at"
FROM (SELECT DISTINCT ON ("chat_id") "chat_id", "content", "created_at" FROM "messages" ORDER BY "chat_id", "created_at" DESC, "id" DESC) AS m
WHERE m."chat_id" = c."id";

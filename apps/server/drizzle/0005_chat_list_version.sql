-- A user's chat list changes only through its chats rows: every write bumps the owner's version,
-- so a server can keep the serialised list until the version moves (services/chats.ts).
ALTER TABLE "users" ADD COLUMN "chat_list_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "bump_chat_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "chat_list_version" = "chat_list_version" + 1 WHERE "id" = OLD."user_id";
  ELSE
    UPDATE "users" SET "chat_list_version" = "chat_list_version" + 1 WHERE "id" = NEW."user_id";
    IF TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
      UPDATE "users" SET "chat_list_version" = "chat_list_version" + 1 WHERE "id" = OLD."user_id";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chats_bump_chat_list_version" AFTER INSERT OR UPDATE OR DELETE ON "chats"
  FOR EACH ROW EXECUTE FUNCTION "bump_chat_list_version"();

-- Who wrote what, newest first ("when did I last hear from Lena", "who hasn't replied in 7 days"):
-- without it those questions read every email of the user (services/knowledgeMeta.ts).
CREATE INDEX "emails_user_from_sent_idx" ON "emails" USING btree ("user_id",lower("from_address"),"sent_at");
-- Issue 24: "who do we know at Larkspur" reads the senders of a company's mail domains; without an
-- index on the sender's domain that read scanned every email of the user (250 ms at 100,000).
-- text_pattern_ops so a name's prefix ("larkspur%") uses it under any collation.
CREATE INDEX IF NOT EXISTS "emails_user_from_domain_idx" ON "emails" USING btree ("user_id",lower(split_part("from_address", '@', 2)) text_pattern_ops);

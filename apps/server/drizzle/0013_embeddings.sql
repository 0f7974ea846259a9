CREATE TABLE "embedding_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embeddings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"model" text NOT NULL,
	"dims" integer NOT NULL,
	"vector" real[] NOT NULL,
	"source_version" text,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embeddings_kind_source_id_pk" PRIMARY KEY("kind","source_id"),
	CONSTRAINT "embeddings_kind_check" CHECK ("kind" in ('email', 'post_update', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "embedding_state" ADD CONSTRAINT "embedding_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embeddings" ADD CONSTRAINT "embeddings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embeddings_user_model_idx" ON "embeddings" USING btree ("user_id","model");
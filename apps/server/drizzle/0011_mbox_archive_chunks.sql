CREATE TABLE "mbox_archive_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "mbox_archive_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
CREATE TABLE "mbox_archives" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"chunks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

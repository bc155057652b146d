CREATE TABLE "clean_html_digests" (
	"digest" text PRIMARY KEY NOT NULL,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clean_html_digests_learned_idx" ON "clean_html_digests" USING btree ("learned_at");
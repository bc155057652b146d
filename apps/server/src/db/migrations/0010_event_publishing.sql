ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
-- Every event so far was public from its creation: it stays published, since then.
UPDATE "events" SET "published_at" = "created_at";

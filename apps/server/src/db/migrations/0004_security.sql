CREATE TABLE "known_addresses" (
	"subscriber_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_addresses_subscriber_id_address_pk" PRIMARY KEY("subscriber_id","address")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
-- Every sign-in made before sessions existed becomes one (its refresh-token family), revoked if all of it was.
INSERT INTO "sessions" ("id", "subscriber_id", "created_at", "revoked_at")
SELECT "family_id", min("subscriber_id"), min("created_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Listeners' uploads made before this change are private too (their bytes move at start: file/private-files.ts).
UPDATE "files" SET "private" = true
WHERE "uploaded_by" IN (SELECT "id" FROM "subscribers" WHERE "role" <> 'staff');--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_subscriber_idx" ON "sessions" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";
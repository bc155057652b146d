CREATE TABLE "talent_hunt_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"description" text NOT NULL,
	"file_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_hunt_entries" ADD CONSTRAINT "talent_hunt_entries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hunt_entries" ADD CONSTRAINT "talent_hunt_entries_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hunt_entries" ADD CONSTRAINT "talent_hunt_entries_category_id_talent_hunt_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."talent_hunt_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hunt_entries" ADD CONSTRAINT "talent_hunt_entries_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_hunt_entries_station_created_idx" ON "talent_hunt_entries" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_hunt_entries_subscriber_idx" ON "talent_hunt_entries" USING btree ("subscriber_id","station_id","category_id");--> statement-breakpoint
-- Hand-added: uploads recorded before this column was filled may name no account; clear those before the key.
UPDATE "files" SET "uploaded_by" = NULL WHERE "uploaded_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "subscribers" WHERE "subscribers"."id" = "files"."uploaded_by");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_subscribers_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");
CREATE TABLE "schedule_slot_profiles" (
	"slot_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_slot_profiles_slot_id_profile_id_pk" PRIMARY KEY("slot_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"weekday" integer,
	"date" text,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"media_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "stream_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "stream_type" text DEFAULT 'mp3' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_slot_profiles" ADD CONSTRAINT "schedule_slot_profiles_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slot_profiles" ADD CONSTRAINT "schedule_slot_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_slot_profiles_profile_idx" ON "schedule_slot_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "schedule_slots_station_weekday_idx" ON "schedule_slots" USING btree ("station_id","weekday");--> statement-breakpoint
CREATE INDEX "schedule_slots_station_date_idx" ON "schedule_slots" USING btree ("station_id","date");--> statement-breakpoint
CREATE INDEX "schedule_slots_media_idx" ON "schedule_slots" USING btree ("media_id");
CREATE TABLE "followed_shows" (
	"subscriber_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_shows_subscriber_id_media_id_pk" PRIMARY KEY("subscriber_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "listening_positions" (
	"subscriber_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"duration_seconds" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_positions_subscriber_id_episode_id_pk" PRIMARY KEY("subscriber_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "followed_shows" ADD CONSTRAINT "followed_shows_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_shows" ADD CONSTRAINT "followed_shows_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_positions_subscriber_updated_idx" ON "listening_positions" USING btree ("subscriber_id","updated_at");
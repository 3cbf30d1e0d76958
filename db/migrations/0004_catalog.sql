CREATE TABLE `leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`sport` text NOT NULL,
	`sport_name` text NOT NULL,
	`tour_id` text,
	`tier` integer NOT NULL,
	`region` text NOT NULL,
	`status` text NOT NULL,
	`founded` text NOT NULL,
	`aliases` text NOT NULL,
	`partnership_score` real,
	`partnership_tier` text,
	`pipeline_run_id` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leagues_sport_idx` ON `leagues` (`sport`);--> statement-breakpoint
CREATE INDEX `leagues_status_idx` ON `leagues` (`status`);--> statement-breakpoint
CREATE INDEX `leagues_tour_idx` ON `leagues` (`tour_id`);
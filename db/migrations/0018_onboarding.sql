CREATE TABLE `feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`category` text NOT NULL,
	`rating` integer,
	`comment` text,
	`message_id` text,
	`league_id` text,
	`expected_classification` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feedback_category_idx` ON `feedback` (`category`,`created_at`);--> statement-breakpoint
CREATE TABLE `onboarding_activity` (
	`id` text PRIMARY KEY NOT NULL,
	`league_id` text NOT NULL,
	`kind` text NOT NULL,
	`from_stage` text,
	`to_stage` text,
	`seconds_in_stage` integer,
	`actor_kind` text NOT NULL,
	`actor_id` text NOT NULL,
	`reason` text,
	`channel` text,
	`outcome` text,
	`notes` text,
	`next_action_date` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `onboarding_activity_league_idx` ON `onboarding_activity` (`league_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `onboarding_activity_created_idx` ON `onboarding_activity` (`created_at`);--> statement-breakpoint
CREATE TABLE `onboarding_email_candidates` (
	`id` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`from_email` text NOT NULL,
	`from_name` text,
	`subject` text,
	`league_name` text,
	`sport` text,
	`excerpt` text,
	`league_id` text,
	`processed` integer DEFAULT false NOT NULL,
	`processed_at` text,
	`received_at` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `onboarding_email_candidates_message_key` ON `onboarding_email_candidates` (`message_id`);--> statement-breakpoint
CREATE INDEX `onboarding_email_candidates_league_idx` ON `onboarding_email_candidates` (`league_id`);--> statement-breakpoint
CREATE TABLE `onboarding_leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`sport` text NOT NULL,
	`data_source` text NOT NULL,
	`stage` text NOT NULL,
	`furthest_stage` text NOT NULL,
	`stage_changed_at` text NOT NULL,
	`contact_email` text,
	`contact_name` text,
	`website` text,
	`location` text,
	`score` real,
	`tier` text,
	`pipeline_run_id` text,
	`next_action` text,
	`next_action_date` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `onboarding_leagues_name_key` ON `onboarding_leagues` (`name_key`);--> statement-breakpoint
CREATE INDEX `onboarding_leagues_stage_idx` ON `onboarding_leagues` (`stage`);--> statement-breakpoint
CREATE INDEX `onboarding_leagues_next_action_idx` ON `onboarding_leagues` (`next_action_date`);
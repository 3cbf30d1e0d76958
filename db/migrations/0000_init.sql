CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`owner` text NOT NULL,
	`plan` text NOT NULL,
	`created_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_owner_idx` ON `api_keys` (`owner`);--> statement-breakpoint
CREATE TABLE `athletes` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`sport_type` text NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text NOT NULL,
	`last_name` text NOT NULL,
	`nationality` text NOT NULL,
	`stance` text NOT NULL,
	`hometown` text NOT NULL,
	`height` text NOT NULL,
	`weight` text NOT NULL,
	`gender` text NOT NULL,
	`weight_class` text NOT NULL,
	`dob` text NOT NULL,
	`provider_id` text NOT NULL,
	`team_id` text,
	`strength` real NOT NULL,
	FOREIGN KEY (`sport_type`) REFERENCES `sports`(`sport_type`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `athletes_reference_id_unique` ON `athletes` (`reference_id`);--> statement-breakpoint
CREATE INDEX `athletes_sport_idx` ON `athletes` (`sport_type`);--> statement-breakpoint
CREATE INDEX `athletes_team_idx` ON `athletes` (`team_id`);--> statement-breakpoint
CREATE TABLE `event_participants` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`event_id` text NOT NULL,
	`athlete_id` text NOT NULL,
	`team_id` text,
	`seed_no` integer NOT NULL,
	`status` text NOT NULL,
	`final_position` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`athlete_id`) REFERENCES `athletes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_participants_reference_id_unique` ON `event_participants` (`reference_id`);--> statement-breakpoint
CREATE INDEX `participants_event_idx` ON `event_participants` (`event_id`,`seed_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `participants_event_athlete_idx` ON `event_participants` (`event_id`,`athlete_id`);--> statement-breakpoint
CREATE INDEX `participants_athlete_idx` ON `event_participants` (`athlete_id`);--> statement-breakpoint
CREATE TABLE `event_teams` (
	`event_id` text NOT NULL,
	`team_id` text NOT NULL,
	`side` text,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_teams_pk` ON `event_teams` (`event_id`,`team_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`uuid` text NOT NULL,
	`numeric_event_id` integer NOT NULL,
	`reference_id` integer NOT NULL,
	`provider_id` text NOT NULL,
	`sport_type` text NOT NULL,
	`tour_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`venue` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`participants_available` integer NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`sport_type`) REFERENCES `sports`(`sport_type`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_uuid_unique` ON `events` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_numeric_event_id_unique` ON `events` (`numeric_event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_reference_id_unique` ON `events` (`reference_id`);--> statement-breakpoint
CREATE INDEX `events_start_idx` ON `events` (`start_date`);--> statement-breakpoint
CREATE INDEX `events_sport_start_idx` ON `events` (`sport_type`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_status_start_idx` ON `events` (`status`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_tour_idx` ON `events` (`tour_id`);--> statement-breakpoint
CREATE TABLE `heat_results` (
	`id` text PRIMARY KEY NOT NULL,
	`heat_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_participant_id` text NOT NULL,
	`athlete_id` text NOT NULL,
	`seed_no` integer NOT NULL,
	`position` integer,
	`score` real,
	`time_ms` integer,
	`best_lap_ms` integer,
	`points` real,
	`status` text NOT NULL,
	`scores` text,
	`lap_times` text,
	`detail` text,
	FOREIGN KEY (`heat_id`) REFERENCES `heats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_participant_id`) REFERENCES `event_participants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`athlete_id`) REFERENCES `athletes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `heat_results_heat_idx` ON `heat_results` (`heat_id`,`seed_no`);--> statement-breakpoint
CREATE INDEX `heat_results_event_idx` ON `heat_results` (`event_id`);--> statement-breakpoint
CREATE INDEX `heat_results_participant_idx` ON `heat_results` (`event_participant_id`);--> statement-breakpoint
CREATE TABLE `heats` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`event_id` text NOT NULL,
	`round_id` text NOT NULL,
	`heat_no` integer NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`provider_id` text NOT NULL,
	`start_time` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `heats_reference_id_unique` ON `heats` (`reference_id`);--> statement-breakpoint
CREATE INDEX `heats_event_idx` ON `heats` (`event_id`);--> statement-breakpoint
CREATE INDEX `heats_round_idx` ON `heats` (`round_id`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`event_id` text NOT NULL,
	`round_no` integer NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`provider_id` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_reference_id_unique` ON `rounds` (`reference_id`);--> statement-breakpoint
CREATE INDEX `rounds_event_idx` ON `rounds` (`event_id`,`round_no`);--> statement-breakpoint
CREATE TABLE `sports` (
	`sport_type` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`format` text NOT NULL,
	`team_based` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`sport_type` text NOT NULL,
	`name` text NOT NULL,
	`abbreviation` text NOT NULL,
	`strength` real NOT NULL,
	FOREIGN KEY (`sport_type`) REFERENCES `sports`(`sport_type`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_reference_id_unique` ON `teams` (`reference_id`);--> statement-breakpoint
CREATE INDEX `teams_sport_idx` ON `teams` (`sport_type`);--> statement-breakpoint
CREATE TABLE `tours` (
	`id` text PRIMARY KEY NOT NULL,
	`reference_id` integer NOT NULL,
	`sport_type` text NOT NULL,
	`name` text NOT NULL,
	`season` integer NOT NULL,
	FOREIGN KEY (`sport_type`) REFERENCES `sports`(`sport_type`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tours_reference_id_unique` ON `tours` (`reference_id`);--> statement-breakpoint
CREATE INDEX `tours_sport_idx` ON `tours` (`sport_type`);
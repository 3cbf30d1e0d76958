CREATE TABLE `batch_items` (
	`batch_id` text NOT NULL,
	`position` integer NOT NULL,
	`source_key` text NOT NULL,
	`filename` text NOT NULL,
	`run_id` text,
	`status` text NOT NULL,
	FOREIGN KEY (`batch_id`) REFERENCES `batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_items_pk` ON `batch_items` (`batch_id`,`position`);--> statement-breakpoint
CREATE INDEX `batch_items_run_idx` ON `batch_items` (`run_id`);--> statement-breakpoint
CREATE TABLE `batches` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`owner_kind` text NOT NULL,
	`config` text NOT NULL,
	`total` integer NOT NULL,
	`created_at` text NOT NULL,
	`completed_at` text
);
--> statement-breakpoint
CREATE INDEX `batches_owner_idx` ON `batches` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `pipeline_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`owner_kind` text NOT NULL,
	`batch_id` text,
	`league_name` text,
	`fingerprint_id` text NOT NULL,
	`status` text NOT NULL,
	`stage` text NOT NULL,
	`config` text NOT NULL,
	`source_key` text NOT NULL,
	`source_filename` text NOT NULL,
	`source_bytes` integer NOT NULL,
	`error_code` text,
	`error_message` text,
	`flags` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`completed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_runs_fingerprint_id_unique` ON `pipeline_runs` (`fingerprint_id`);--> statement-breakpoint
CREATE INDEX `pipeline_runs_owner_idx` ON `pipeline_runs` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `pipeline_runs_batch_idx` ON `pipeline_runs` (`batch_id`);--> statement-breakpoint
CREATE TABLE `pipeline_stages` (
	`run_id` text NOT NULL,
	`stage` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text,
	`leased_until` integer,
	`duration_seconds` real,
	`cost_usd` real,
	`error_message` text,
	`output` text,
	FOREIGN KEY (`run_id`) REFERENCES `pipeline_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_stages_pk` ON `pipeline_stages` (`run_id`,`stage`);--> statement-breakpoint
CREATE TABLE `tracker_cards` (
	`card_key` text PRIMARY KEY NOT NULL,
	`run_id` text NOT NULL,
	`project` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracker_cards_run_id_unique` ON `tracker_cards` (`run_id`);
CREATE TABLE `event_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`event_id` text NOT NULL,
	`data` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_log_event_idx` ON `event_log` (`event_id`,`id`);--> statement-breakpoint
CREATE INDEX `event_log_created_idx` ON `event_log` (`created_at`);
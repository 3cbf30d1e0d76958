CREATE TABLE `analytics_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rule` text NOT NULL,
	`value` real NOT NULL,
	`threshold` real NOT NULL,
	`last_value` real NOT NULL,
	`fired_at` text NOT NULL,
	`last_evaluated_at` text NOT NULL,
	`resolved_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_alerts_open_idx` ON `analytics_alerts` (`rule`) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX `analytics_alerts_fired_idx` ON `analytics_alerts` (`fired_at`);--> statement-breakpoint
CREATE TABLE `request_rollups` (
	`minute` integer NOT NULL,
	`route` text NOT NULL,
	`method` text NOT NULL,
	`status_class` text NOT NULL,
	`credential_kind` text NOT NULL,
	`owner` text NOT NULL,
	`count` integer NOT NULL,
	`duration_ms_sum` real NOT NULL,
	`duration_ms_max` real NOT NULL,
	`le_1` integer NOT NULL,
	`le_2` integer NOT NULL,
	`le_5` integer NOT NULL,
	`le_10` integer NOT NULL,
	`le_25` integer NOT NULL,
	`le_50` integer NOT NULL,
	`le_100` integer NOT NULL,
	`le_250` integer NOT NULL,
	`le_500` integer NOT NULL,
	`le_1000` integer NOT NULL,
	`le_2500` integer NOT NULL,
	`le_inf` integer NOT NULL,
	PRIMARY KEY(`minute`, `route`, `method`, `status_class`, `credential_kind`, `owner`)
);
--> statement-breakpoint
CREATE INDEX `request_rollups_owner_idx` ON `request_rollups` (`owner`,`minute`);
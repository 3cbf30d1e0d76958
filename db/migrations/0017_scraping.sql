CREATE TABLE `scraped_leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`final_url` text,
	`host` text NOT NULL,
	`status` text NOT NULL,
	`detail` text,
	`name_key` text,
	`profile` text,
	`duplicate_of` text,
	`requested_by` text NOT NULL,
	`fetched_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scraped_leagues_host_ok_idx` ON `scraped_leagues` (`host`) WHERE status = 'ok';--> statement-breakpoint
CREATE INDEX `scraped_leagues_name_idx` ON `scraped_leagues` (`name_key`);
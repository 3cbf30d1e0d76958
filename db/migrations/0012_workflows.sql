CREATE TABLE `workflow_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`workflow_id` text NOT NULL,
	`owner_kind` text,
	`owner_id` text,
	`job` text NOT NULL,
	`trigger` text NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`payload` text NOT NULL,
	`steps` text NOT NULL,
	`error` text,
	`message_id` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	`duration_ms` integer
);
--> statement-breakpoint
CREATE INDEX `workflow_runs_workflow_idx` ON `workflow_runs` (`workflow_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `workflow_runs_owner_idx` ON `workflow_runs` (`owner_kind`,`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `workflows` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`job` text NOT NULL,
	`payload` text NOT NULL,
	`cron` text NOT NULL,
	`timezone` text NOT NULL,
	`enabled` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `workflows_owner_idx` ON `workflows` (`owner_kind`,`owner_id`);
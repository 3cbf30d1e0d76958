CREATE TABLE `employees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`title` text NOT NULL,
	`leagues` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employees_email_unique` ON `employees` (`email`);--> statement-breakpoint
CREATE TABLE `mail_inbox` (
	`id` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`provider` text NOT NULL,
	`from_address` text NOT NULL,
	`from_name` text NOT NULL,
	`to` text NOT NULL,
	`cc` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`in_reply_to` text,
	`attachments` text NOT NULL,
	`received_at` text NOT NULL,
	`processed_at` text,
	`category` text,
	`league_id` text,
	`owner_kind` text,
	`owner_id` text,
	`signature_token` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_inbox_message_id_unique` ON `mail_inbox` (`message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_inbox_signature_token_unique` ON `mail_inbox` (`signature_token`);--> statement-breakpoint
CREATE INDEX `mail_inbox_received_idx` ON `mail_inbox` (`received_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`message_id` text NOT NULL,
	`from_address` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`in_reply_to` text,
	`eml_key` text NOT NULL,
	`transport` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_idempotency_unique` ON `mail_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_pipeline_runs` (
	`message_id` text NOT NULL,
	`attachment_key` text NOT NULL,
	`run_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_pipeline_runs_pk` ON `mail_pipeline_runs` (`message_id`,`attachment_key`);
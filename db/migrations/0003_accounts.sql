ALTER TABLE `api_keys` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `role` text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `scopes` text DEFAULT 'read write' NOT NULL;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `expires_at` text;--> statement-breakpoint
UPDATE `pipeline_runs` SET `owner_kind` = 'user', `owner_id` = coalesce((SELECT `owner` FROM `api_keys` WHERE `api_keys`.`id` = `pipeline_runs`.`owner_id`), `owner_id`) WHERE `owner_kind` = 'api_key';--> statement-breakpoint
UPDATE `pipeline_runs` SET `owner_kind` = 'user' WHERE `owner_kind` = 'jwt';--> statement-breakpoint
UPDATE `batches` SET `owner_kind` = 'user', `owner_id` = coalesce((SELECT `owner` FROM `api_keys` WHERE `api_keys`.`id` = `batches`.`owner_id`), `owner_id`) WHERE `owner_kind` = 'api_key';--> statement-breakpoint
UPDATE `batches` SET `owner_kind` = 'user' WHERE `owner_kind` = 'jwt';

CREATE TABLE `prompt_vectors` (
	`prompt_id` text NOT NULL,
	`version` integer NOT NULL,
	`model` text NOT NULL,
	`dimensions` integer NOT NULL,
	`vector` blob NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`prompt_id`, `version`, `model`),
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prompt_versions` (
	`prompt_id` text NOT NULL,
	`version` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`variables` text NOT NULL,
	`tags` text NOT NULL,
	`labels` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`prompt_id`, `version`),
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prompts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`variables` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`labels` text DEFAULT '{}' NOT NULL,
	`label_text` text DEFAULT '' NOT NULL,
	`version` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prompts_owner_slug_idx` ON `prompts` (`owner_kind`,`owner_id`,`slug`);--> statement-breakpoint
CREATE INDEX `prompts_type_idx` ON `prompts` (`type`);--> statement-breakpoint
-- Full-text search over prompts (FTS5, external content: the text stays in `prompts`); the
-- triggers keep the index in step with every insert, update and delete.
CREATE VIRTUAL TABLE `prompts_fts` USING fts5(
	`name`, `slug`, `description`, `tags`, `label_text`, `content`,
	content='prompts', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_insert` AFTER INSERT ON `prompts` BEGIN
	INSERT INTO `prompts_fts` (rowid, `name`, `slug`, `description`, `tags`, `label_text`, `content`)
	VALUES (new.rowid, new.`name`, new.`slug`, new.`description`, new.`tags`, new.`label_text`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_delete` AFTER DELETE ON `prompts` BEGIN
	INSERT INTO `prompts_fts` (`prompts_fts`, rowid, `name`, `slug`, `description`, `tags`, `label_text`, `content`)
	VALUES ('delete', old.rowid, old.`name`, old.`slug`, old.`description`, old.`tags`, old.`label_text`, old.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_update` AFTER UPDATE ON `prompts` BEGIN
	INSERT INTO `prompts_fts` (`prompts_fts`, rowid, `name`, `slug`, `description`, `tags`, `label_text`, `content`)
	VALUES ('delete', old.rowid, old.`name`, old.`slug`, old.`description`, old.`tags`, old.`label_text`, old.`content`);
	INSERT INTO `prompts_fts` (rowid, `name`, `slug`, `description`, `tags`, `label_text`, `content`)
	VALUES (new.rowid, new.`name`, new.`slug`, new.`description`, new.`tags`, new.`label_text`, new.`content`);
END;

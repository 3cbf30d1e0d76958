CREATE TABLE `rag_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` text NOT NULL,
	`scope` text NOT NULL,
	`title` text NOT NULL,
	`ordinal` integer NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`text` text NOT NULL,
	`model` text NOT NULL,
	`embedding` F32_BLOB(256)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rag_chunks_document_idx` ON `rag_chunks` (`document_id`,`ordinal`);--> statement-breakpoint
CREATE INDEX `rag_chunks_scope_idx` ON `rag_chunks` (`scope`);--> statement-breakpoint
CREATE TABLE `rag_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`scope` text NOT NULL,
	`title` text NOT NULL,
	`source` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`origin` text NOT NULL,
	`text` text NOT NULL,
	`content_hash` text NOT NULL,
	`chunk_count` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rag_documents_content_idx` ON `rag_documents` (`scope`,`content_hash`);--> statement-breakpoint
CREATE INDEX `rag_documents_scope_idx` ON `rag_documents` (`scope`,`created_at`);--> statement-breakpoint
CREATE TABLE `rag_drive_files` (
	`scope` text NOT NULL,
	`folder_id` text NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`size` integer NOT NULL,
	`content_hash` text,
	`document_id` text,
	`status` text NOT NULL,
	`error` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rag_drive_files_pk` ON `rag_drive_files` (`scope`,`folder_id`,`name`);--> statement-breakpoint
CREATE TABLE `rag_drive_syncs` (
	`scope` text NOT NULL,
	`folder_id` text NOT NULL,
	`status` text NOT NULL,
	`requested_at` text NOT NULL,
	`finished_at` text,
	`summary` text,
	`error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rag_drive_syncs_pk` ON `rag_drive_syncs` (`scope`,`folder_id`);
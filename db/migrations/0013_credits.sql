CREATE TABLE `credit_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "credit_accounts_no_overdraft" CHECK("credit_accounts"."kind" = 'system' OR "credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE `credit_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`kind` text NOT NULL,
	`description` text,
	`reference` text,
	`expires_ms` integer NOT NULL,
	`transfer_id` text,
	`created_at` text NOT NULL,
	`resolved_at` text,
	CONSTRAINT "credit_holds_positive" CHECK("credit_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_holds_key_idx` ON `credit_holds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `credit_holds_account_idx` ON `credit_holds` (`account`,`status`,`expires_ms`);--> statement-breakpoint
CREATE TABLE `credit_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text NOT NULL,
	`credits` integer NOT NULL,
	`amount_total` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`url` text,
	`payment_intent` text,
	`credits_reversed` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `credit_purchases_user_idx` ON `credit_purchases` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_purchases_intent_idx` ON `credit_purchases` (`payment_intent`);--> statement-breakpoint
CREATE TABLE `credit_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`debit_account` text NOT NULL,
	`credit_account` text NOT NULL,
	`amount` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text,
	`reference` text,
	`hold_id` text,
	`debit_balance_after` integer NOT NULL,
	`credit_balance_after` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_ms` integer NOT NULL,
	CONSTRAINT "credit_transfers_positive" CHECK("credit_transfers"."amount" > 0),
	CONSTRAINT "credit_transfers_two_accounts" CHECK("credit_transfers"."debit_account" <> "credit_transfers"."credit_account")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_transfers_key_idx` ON `credit_transfers` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `credit_transfers_debit_idx` ON `credit_transfers` (`debit_account`,`created_ms`);--> statement-breakpoint
CREATE INDEX `credit_transfers_credit_idx` ON `credit_transfers` (`credit_account`,`created_ms`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payprovider_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`session` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
-- Transfers are immutable (a correction is another transfer): the database refuses changes.
CREATE TRIGGER `credit_transfers_no_update` BEFORE UPDATE ON `credit_transfers`
BEGIN SELECT RAISE(ABORT, 'credit transfers are immutable'); END;
--> statement-breakpoint
CREATE TRIGGER `credit_transfers_no_delete` BEFORE DELETE ON `credit_transfers`
BEGIN SELECT RAISE(ABORT, 'credit transfers are immutable'); END;

CREATE TABLE `bets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`event_id` text NOT NULL,
	`legs` text NOT NULL,
	`odds_x100` integer NOT NULL,
	`requested_odds_x100` integer NOT NULL,
	`tolerance_bp` integer NOT NULL,
	`void_odds` text,
	`stake` integer NOT NULL,
	`status` text NOT NULL,
	`outcome` text,
	`payout` integer,
	`note` text,
	`hold_id` text NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`placed_at` text NOT NULL,
	`placed_ms` integer NOT NULL,
	`expires_ms` integer NOT NULL,
	`settled_at` text,
	CONSTRAINT "bets_positive_stake" CHECK("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bets_idempotency_idx` ON `bets` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `bets_hold_idx` ON `bets` (`hold_id`);--> statement-breakpoint
CREATE INDEX `bets_user_idx` ON `bets` (`user_id`,`placed_ms`);--> statement-breakpoint
CREATE INDEX `bets_open_idx` ON `bets` (`status`,`event_id`);
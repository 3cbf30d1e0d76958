-- Full-text search over the catalog's leagues (FTS5, external content: the text stays in
-- `leagues`); the triggers keep the index in step with every insert, update and delete.
CREATE VIRTUAL TABLE `leagues_fts` USING fts5(
	`name`, `aliases`, `sport`, `sport_name`, `region`,
	content='leagues', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `leagues_fts_insert` AFTER INSERT ON `leagues` BEGIN
	INSERT INTO `leagues_fts` (rowid, `name`, `aliases`, `sport`, `sport_name`, `region`)
	VALUES (new.rowid, new.`name`, new.`aliases`, new.`sport`, new.`sport_name`, new.`region`);
END;
--> statement-breakpoint
CREATE TRIGGER `leagues_fts_delete` AFTER DELETE ON `leagues` BEGIN
	INSERT INTO `leagues_fts` (`leagues_fts`, rowid, `name`, `aliases`, `sport`, `sport_name`, `region`)
	VALUES ('delete', old.rowid, old.`name`, old.`aliases`, old.`sport`, old.`sport_name`, old.`region`);
END;
--> statement-breakpoint
CREATE TRIGGER `leagues_fts_update` AFTER UPDATE ON `leagues` BEGIN
	INSERT INTO `leagues_fts` (`leagues_fts`, rowid, `name`, `aliases`, `sport`, `sport_name`, `region`)
	VALUES ('delete', old.rowid, old.`name`, old.`aliases`, old.`sport`, old.`sport_name`, old.`region`);
	INSERT INTO `leagues_fts` (rowid, `name`, `aliases`, `sport`, `sport_name`, `region`)
	VALUES (new.rowid, new.`name`, new.`aliases`, new.`sport`, new.`sport_name`, new.`region`);
END;
--> statement-breakpoint
INSERT INTO `leagues_fts` (`leagues_fts`) VALUES ('rebuild');

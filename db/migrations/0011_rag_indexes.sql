-- The retrieval corpus's two indexes over rag_chunks. Vectors: libSQL's DiskANN index
-- (cosine), queried with vector_top_k('rag_chunks_embedding_idx', vector32(?), k).
CREATE INDEX `rag_chunks_embedding_idx` ON `rag_chunks` (libsql_vector_idx(`embedding`, 'metric=cosine'));
--> statement-breakpoint
-- Full text (FTS5, external content: the text stays in rag_chunks), ranked by bm25; the
-- triggers keep it in step with every insert, update and delete.
CREATE VIRTUAL TABLE `rag_chunks_fts` USING fts5(
	`title`, `text`,
	content='rag_chunks', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `rag_chunks_fts_insert` AFTER INSERT ON `rag_chunks` BEGIN
	INSERT INTO `rag_chunks_fts` (rowid, `title`, `text`) VALUES (new.`id`, new.`title`, new.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `rag_chunks_fts_delete` AFTER DELETE ON `rag_chunks` BEGIN
	INSERT INTO `rag_chunks_fts` (`rag_chunks_fts`, rowid, `title`, `text`)
	VALUES ('delete', old.`id`, old.`title`, old.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `rag_chunks_fts_update` AFTER UPDATE OF `title`, `text` ON `rag_chunks` BEGIN
	INSERT INTO `rag_chunks_fts` (`rag_chunks_fts`, rowid, `title`, `text`)
	VALUES ('delete', old.`id`, old.`title`, old.`text`);
	INSERT INTO `rag_chunks_fts` (rowid, `title`, `text`) VALUES (new.`id`, new.`title`, new.`text`);
END;

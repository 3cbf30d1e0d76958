import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Facts about the database itself, such as how the demo data was generated. */
export const meta = sqliteTable("meta", {
  key: text().primaryKey(),
  value: text().notNull(),
});

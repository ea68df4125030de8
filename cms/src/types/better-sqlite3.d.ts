/** The part of better-sqlite3 (no types of its own) that src/backup/backup.ts uses. */
declare module 'better-sqlite3' {
  interface Statement {
    get(...parameters: unknown[]): unknown;
  }
  class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean });
    prepare(sql: string): Statement;
    /** SQLite's online backup API: a consistent copy while other connections write. */
    backup(destination: string): Promise<unknown>;
    close(): void;
  }
  export default Database;
}

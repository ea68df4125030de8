/** The part of pg (no types of its own here) that src/backup/backup.ts uses. */
declare module 'pg' {
  export class Client {
    constructor(config: { connectionString: string; ssl?: false | { rejectUnauthorized: boolean } });
    connect(): Promise<void>;
    query<Row = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<{ rows: Row[] }>;
    end(): Promise<void>;
  }
}

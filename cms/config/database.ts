import type { Core } from '@strapi/strapi';
import path from 'path';

/**
 * SQLite (better-sqlite3) by default, PostgreSQL when DATABASE_CLIENT=postgres and DATABASE_URL are set.
 * DATABASE_FILENAME may be absolute (tests use a temporary file) or relative to the cms folder.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL');
    if (!url) throw new Error('DATABASE_CLIENT=postgres needs DATABASE_URL');
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  const filename = env('DATABASE_FILENAME', '.tmp/data.db');
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // compiled config lives in dist/config, so the cms folder is two levels up
        filename: path.isAbsolute(filename) ? filename : path.join(__dirname, '..', '..', filename),
      },
      useNullAsDefault: true,
    },
  };
};

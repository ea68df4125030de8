-- The CMS's own PostgreSQL role: it owns the schema the CMS keeps its tables in (public) and may create a schema in
-- this database (a restore drops and recreates public), and nothing else: not a superuser, no roles, no databases,
-- no replication, no files or programs on the server. The CMS instances and the backup service (which runs
-- npm run backup and npm run restore) connect as it; the image's superuser (POSTGRES_USER) is for the operator only.
--
-- Run once by the postgres image when the db volume is first initialised (compose mounts this file into
-- /docker-entrypoint-initdb.d; it runs as POSTGRES_USER in POSTGRES_DB). Safe to run again, and how a database made
-- before this file existed is moved to the role: docs/operations.md, "The database roles".
--   POSTGRES_APP_PASSWORD (environment): the role's password, required.
--   app_role (psql variable, -v app_role=...): the role's name, default bank_app.
\set ON_ERROR_STOP on
\getenv app_password POSTGRES_APP_PASSWORD
\if :{?app_password}
\else
  \set app_password ''
\endif
SELECT :'app_password' = '' AS app_password_missing \gset
\if :app_password_missing
  DO $$ BEGIN RAISE EXCEPTION 'POSTGRES_APP_PASSWORD is not set: the CMS''s role needs a password'; END $$;
\endif
\if :{?app_role}
\else
  \set app_role bank_app
\endif

SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_role') AS app_role_missing \gset
\if :app_role_missing
  CREATE ROLE :"app_role" LOGIN PASSWORD :'app_password';
\endif
-- Spelt out, so a role made by hand before loses whatever else it had.
ALTER ROLE :"app_role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';

SELECT current_database() AS app_database \gset
REVOKE ALL ON DATABASE :"app_database" FROM PUBLIC;
GRANT CONNECT, TEMPORARY, CREATE ON DATABASE :"app_database" TO :"app_role";
ALTER SCHEMA public OWNER TO :"app_role";
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

-- A database the CMS filled as the superuser: its tables, views and free-standing sequences move to the role (a
-- table's own sequences move with it).
SELECT format('ALTER TABLE public.%I OWNER TO %I', c.relname, :'app_role')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
  ORDER BY c.relname \gexec
SELECT format('ALTER SEQUENCE public.%I OWNER TO %I', c.relname, :'app_role')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
  ORDER BY c.relname \gexec

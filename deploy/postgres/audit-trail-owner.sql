-- The audit trail in a role of its own: the CMS's role (bank_app) may read it and append to it, and may not change,
-- remove or truncate an entry, whatever a CMS instance is made to run. docs/operations.md, "A role that cannot
-- rewrite the trail".
--
-- Run as the superuser once the CMS has created its tables (after its first start), and again after an upgrade that
-- changes the audit type (give the table back to bank_app for that start: ALTER TABLE audit_entries OWNER TO
-- bank_app). Safe to run again.
--   docker compose exec -T db psql -U bank -d bank -v app_role=bank_app < deploy/postgres/audit-trail-owner.sql
--   app_role (psql variable): the CMS's role, default bank_app. schema (psql variable): default public.
\set ON_ERROR_STOP on
\if :{?app_role}
\else
  \set app_role bank_app
\endif
\if :{?schema}
\else
  \set schema public
\endif
SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bank_audit') AS audit_role_missing \gset
\if :audit_role_missing
  CREATE ROLE bank_audit NOLOGIN;
\endif
SET search_path TO :"schema";
ALTER TABLE audit_entries OWNER TO bank_audit;
ALTER SEQUENCE audit_entries_id_seq OWNER TO bank_audit;
REVOKE ALL ON audit_entries FROM PUBLIC;
REVOKE ALL ON audit_entries FROM :"app_role";
GRANT SELECT, INSERT ON audit_entries TO :"app_role";
GRANT USAGE, SELECT ON SEQUENCE audit_entries_id_seq TO :"app_role";

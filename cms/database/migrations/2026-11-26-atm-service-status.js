'use strict';

/**
 * The ATM's service status was stored as `status`, which Strapi 5 reserves for a document's publication state: the
 * panel showed "Published" in its column and refused every save with "Invalid status". It is `service_status` now.
 *
 * Strapi runs this once, before it syncs the tables with the schemas, so the rename keeps every ATM's value (the
 * sync would otherwise drop the old column and add an empty new one). A fresh database has no `atms` table yet: the
 * sync creates it with the new column.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('atms'))) return;
    if (!(await knex.schema.hasColumn('atms', 'status'))) return;
    if (await knex.schema.hasColumn('atms', 'service_status')) return;
    await knex.schema.alterTable('atms', (table) => {
      table.renameColumn('status', 'service_status');
    });
  },
};

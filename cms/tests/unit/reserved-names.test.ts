/**
 * No attribute of ours may take a name Strapi 5 reserves: the ATM's `status` did (Strapi's publication status), and
 * the panel could then neither show nor save an ATM. Checked against Strapi's own list, for every content type and
 * component, as if each had drafts (`status` is also the REST API's draft/published parameter, whatever the type).
 */
import fs from 'fs';
import path from 'path';
import { contentTypes } from '@strapi/utils';

const SRC = path.resolve(__dirname, '..', '..', 'src');

function schemaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    const isSchema = entry.name === 'schema.json' || full.includes(`${path.sep}components${path.sep}`);
    return isSchema && entry.name.endsWith('.json') ? [full] : [];
  });
}

const schemas = schemaFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  attributes: Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, unknown> }).attributes),
}));

describe('attribute names', () => {
  it('finds the content types and components', () => {
    expect(schemas.map((schema) => schema.file)).toEqual(expect.arrayContaining(['api/atm/content-types/atm/schema.json']));
    expect(schemas.length).toBeGreaterThan(15);
  });

  it.each(schemas)('$file uses no name Strapi reserves', ({ attributes }) => {
    expect(attributes.filter((name) => contentTypes.isReservedAttributeName(name, { draftAndPublish: true }))).toEqual([]);
  });
});

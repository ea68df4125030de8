import path from 'path';
import { compileStrapi } from '@strapi/strapi';

/** Compiles the TypeScript app into dist/ once for all API test files. */
export default async function globalSetup() {
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
}

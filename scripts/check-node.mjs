#!/usr/bin/env node
// Run before `npm install` finishes (the root's preinstall) and by `npm start`: on another Node the native modules
// and Strapi fail later with errors that do not name the cause, so say it here, with what to do.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

if (major(process.version) !== major(wanted)) {
  console.error(
    [
      '',
      `This project runs on Node ${major(wanted)} (${wanted}, the version its images and CI use); this is Node ${process.version.replace(/^v/, '')}.`,
      'Install it, then run the command again:',
      '  with nvm:  nvm install && nvm use     (reads .nvmrc)',
      `  or from:   https://nodejs.org/en/download (Node ${major(wanted)} LTS)`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}

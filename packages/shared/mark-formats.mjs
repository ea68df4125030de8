// tsc writes .js for both builds; Node tells ES modules from CommonJS by the nearest package.json, so each build
// folder says which it holds.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('dist/esm/package.json', import.meta.url), '{ "type": "module" }\n');
writeFileSync(new URL('dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');

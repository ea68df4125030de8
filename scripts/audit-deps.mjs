#!/usr/bin/env node
// `npm run audit:deps`: the lockfile's packages against the GitHub Advisory Database, through npm audit (the
// registry's bulk advisory endpoint). The registry this repository's CI reaches refuses that endpoint, so where it
// does, this says the check did not run and exits 2; it never reports "no vulnerabilities" it did not check.
import { spawnSync } from 'node:child_process';

const level = process.env.AUDIT_LEVEL || 'high';
const audit = spawnSync('npm', ['audit', '--json', `--audit-level=${level}`, '--include=prod', '--include=dev'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || !report.metadata) {
  const reason =
    report?.error?.summary ||
    audit.stderr
      .trim()
      .split('\n')
      .find((line) => /audit|error/i.test(line)) ||
    'no answer';
  console.error(`Dependency audit NOT RUN: the registry did not answer npm's advisory endpoint (${reason}).`);
  console.error(
    'Run `npm run audit:deps` on a machine that reaches https://registry.npmjs.org (docs/dependencies.md, "Dependency audit").',
  );
  process.exit(2);
}
const counts = report.metadata.vulnerabilities;
console.log(`Dependency audit of ${report.metadata.dependencies.total} packages: ${JSON.stringify(counts)}`);
for (const [name, finding] of Object.entries(report.vulnerabilities)) {
  const titles = finding.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  console.log(`  ${finding.severity.padEnd(8)} ${name} ${finding.range}${titles.length ? `: ${titles.join('; ')}` : ''}`);
}
process.exit(audit.status === 0 ? 0 : 1);

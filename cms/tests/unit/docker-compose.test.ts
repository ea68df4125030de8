import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';

/**
 * docker-compose.yml stays something an operator can run: it parses, every service says how compose
 * knows it is healthy, every named volume it mounts is declared, every service a start waits for has a health check,
 * and every ${VARIABLE} it needs is documented in .env.example or docs/configuration.md.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

interface Service {
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  volumes?: Array<string | { type?: string; source?: string }>;
  depends_on?: Record<string, { condition?: string }> | string[];
}
// Merge keys (<<: *cms) as compose reads them.
const compose = parse(text, { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = Object.entries(compose.services);

it('has the services of the deployment', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['backup', 'cms', 'cms-2', 'db', 'proxy', 'redis', 'web', 'web-2']);
});

it.each(services)('%s has a health check', (_name, service) => {
  expect(service.healthcheck?.disable).not.toBe(true);
  const test = service.healthcheck?.test;
  expect(Array.isArray(test) ? test[0] : undefined).toMatch(/^CMD(-SHELL)?$/);
  expect((test as string[]).slice(1).join(' ').trim()).not.toBe('');
});

it('a service waits only for services that have a health check, when it waits for them to be healthy', () => {
  for (const [name, service] of services) {
    const deps = Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {});
    for (const [dependency, { condition }] of Object.entries(deps)) {
      expect({ name, dependency, known: dependency in compose.services }).toEqual({ name, dependency, known: true });
      if (condition === 'service_healthy') expect(compose.services[dependency].healthcheck?.test).toBeDefined();
    }
  }
});

it('declares every named volume it mounts, and mounts every one it declares', () => {
  const declared = Object.keys(compose.volumes ?? {}).sort();
  const mounted = new Set<string>();
  for (const [, service] of services)
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.type === 'volume' ? volume.source : '';
      // Bind mounts are paths (./deploy, /etc/letsencrypt) or a variable holding one.
      if (source && !/^[./~$]/.test(source)) mounted.add(source);
    }
  expect([...mounted].sort()).toEqual(declared);
  expect(declared).toEqual(expect.arrayContaining(['db-data', 'uploads', 'backups']));
});

it('documents every variable it reads, in .env.example or docs/configuration.md', () => {
  const envExample = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const configuration = fs.readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8');
  // ${NAME}, ${NAME:-default}, ${NAME:?message}; $${...} is compose's escape for a literal $.
  const used = new Set([...text.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)(?:[:?-][^}]*)?\}/g)].map((match) => match[1]));
  expect(used.size).toBeGreaterThan(20);
  const undocumented = [...used].filter(
    (name) =>
      !new RegExp(`^#? ?${name}=`, 'm').test(envExample) &&
      !configuration.includes(`\`${name}\``) &&
      !configuration.includes(`\`${name}=`),
  );
  expect(undocumented).toEqual([]);
});

it("lists each instance's front port as nginx's server and its main port as the backup", () => {
  const proxy = compose.services.proxy.environment ?? {};
  const lines = (value: string) =>
    value
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean);
  const expected = (instances: { name: string; main: string; front: string | undefined }[]) => [
    ...instances.map(({ name, front }) => `server ${name}:${front} max_fails=0`),
    ...instances.map(({ name, main }) => `server ${name}:${main} max_fails=0 backup`),
  ];
  // The site's main port is the image's PORT (3000), the port its health check asks.
  const sites = ['web', 'web-2'].map((name) => ({ name, main: '3000', front: compose.services[name].environment?.FRONT_PORT }));
  const cmss = ['cms', 'cms-2'].map((name) => ({
    name,
    main: compose.services[name].environment?.CMS_PORT ?? '',
    front: compose.services[name].environment?.CMS_FRONT_PORT,
  }));
  for (const instance of [...sites, ...cmss]) expect(instance.front).toMatch(/^\d+$/);
  expect(lines(proxy.NGINX_SITE_SERVERS)).toEqual(expected(sites));
  expect(lines(proxy.NGINX_CMS_SERVERS)).toEqual(expected(cmss));
  expect(JSON.stringify(compose.services.web.healthcheck?.test)).toContain('127.0.0.1:3000/_ready');
});

it('runs the CMS and the backups as the database role the init script creates, not as the superuser', () => {
  const db = compose.services.db;
  const superuser = db.environment?.POSTGRES_USER;
  expect(superuser).toBeTruthy();
  // The image runs what is mounted into /docker-entrypoint-initdb.d when its volume is first initialised.
  expect(db.volumes).toContain('./deploy/postgres/10-app-role.sql:/docker-entrypoint-initdb.d/10-app-role.sql:ro');
  expect(fs.existsSync(path.join(ROOT, 'deploy', 'postgres', '10-app-role.sql'))).toBe(true);
  expect(db.environment?.POSTGRES_APP_PASSWORD).toMatch(/^\$\{POSTGRES_APP_PASSWORD:\?/);
  for (const name of ['cms', 'cms-2', 'backup']) {
    const url = new URL(
      (compose.services[name].environment?.DATABASE_URL ?? '').replace(/\$\{POSTGRES_APP_PASSWORD:\?[^}]*\}/, 'password'),
    );
    expect({ name, user: url.username, password: url.password }).toEqual({ name, user: 'bank_app', password: 'password' });
    expect(url.username).not.toBe(superuser);
  }
});

it('gives BACKUP_KEY to the backup service alone, which refuses to start without it', () => {
  const backup = compose.services.backup;
  expect(backup.environment?.BACKUP_KEY).toMatch(/^\$\{BACKUP_KEY:\?/);
  for (const [name, service] of services)
    if (name !== 'backup') expect({ name, key: service.environment?.BACKUP_KEY }).toEqual({ name, key: undefined });
  // The health check counts the archives the backup script writes.
  const check = (backup.healthcheck?.test as string[]).join(' ');
  const pattern = /\/(\^bank-backup-[^/]+)\/\.test/.exec(check)?.[1];
  expect(new RegExp(pattern ?? '^$').test('bank-backup-2026-01-01T00-00-00-000Z.tar.gz.enc')).toBe(true);
});

describe('the panel’s allow-list and the clients’ own addresses', () => {
  const networks = (
    compose as unknown as {
      networks: Record<string, { enable_ipv6?: boolean; ipam?: { config?: { subnet: string }[] } }>;
    }
  ).networks;
  const subnets = (networks.default.ipam?.config ?? []).map(({ subnet }) => subnet);

  it('refuses to start without NGINX_PANEL_ALLOW, which panel-allow.envsh renders', () => {
    expect(compose.services.proxy.environment?.NGINX_PANEL_ALLOW).toMatch(/^\$\{NGINX_PANEL_ALLOW:\?[^}]+\}$/);
    expect(compose.services.proxy.volumes).toContain(
      './deploy/nginx/panel-allow.envsh:/docker-entrypoint.d/19-panel-allow.envsh:ro',
    );
  });

  it('gives the network IPv6 too, and the instances trust nginx on both of its subnets', () => {
    expect(networks.default.enable_ipv6).toBe(true);
    expect(subnets).toEqual([expect.stringMatching(/^172\.28\.0\.0\/16$/), expect.stringMatching(/^fd[0-9a-f:]+\/64$/)]);
    for (const name of ['cms', 'cms-2', 'web', 'web-2']) {
      expect({ name, trusted: compose.services[name].environment?.TRUSTED_PROXIES?.split(',').sort() }).toEqual({
        name,
        trusted: [...subnets].sort(),
      });
    }
  });

  it('is the network panel-allow.envsh refuses in the allow-list', () => {
    const script = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'panel-allow.envsh'), 'utf8');
    const [network, bits] = subnets[0].split('/');
    expect(script).toContain(`NGINX_PANEL_COMPOSE_NETWORK=${network}\n`);
    expect(script).toContain(`NGINX_PANEL_COMPOSE_BITS=${bits}\n`);
  });
});

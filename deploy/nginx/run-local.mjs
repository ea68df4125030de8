#!/usr/bin/env node
// Runs Debian's nginx (apt-get install -y nginx) with the production template (templates/default.conf.template) in
// front of sites and CMSs already running, from a temporary folder, in the foreground. Used by the e2e suite, the
// multi-instance test and `npm run bench:web`; also handy in front of `npm start`:
//
//   node deploy/nginx/run-local.mjs --listen 8080 --site 127.0.0.1:3000 --cms 127.0.0.1:1337
//
// With --tls-listen PORT --tls-cert FILE --tls-key FILE it is production's front: HTTPS on that port, and --listen
// only redirects to it (ACME challenges from --acme-root DIR, default an empty folder). Without them the template's
// HTTPS servers answer plain HTTP on --listen (the tests and benchmarks that need no certificate; see plainHttp).
//
// An instance with a front port (FRONT_PORT, CMS_FRONT_PORT: open only while it is ready) is given as
// HOST:PORT/FRONT_PORT, e.g. --site 127.0.0.1:3000/3001: nginx then sends to its front port, and to its main port only
// as a backup, as in production (upstreamServers below).
//
// Options: --listen PORT, --site HOST:PORT[/FRONT_PORT] (repeatable), --cms HOST:PORT[/FRONT_PORT] (repeatable),
// --cms-host NAME (default cms.localhost), --panel-allow NETWORKS (the panel's NGINX_PANEL_ALLOW; default: that variable, else
// loopback: production has no default), --login-rate RATE (default 10r/m), --trusted-proxies NETWORKS (whose
// X-Request-Id is kept: NGINX_TRUSTED_PROXIES; default that variable, else none), --dir DIR (default: a new temporary folder),
// --nginx PATH (default: nginx on PATH, else /usr/sbin/nginx). Prints "nginx ready on PORT" once it answers.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Fills the template's ${NGINX_*} placeholders (what the official image's envsubst does); nginx's own $vars stay. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for ${name}`);
    return values[name];
  });
}

/**
 * The panel's allow lines from a list of networks (undefined: NGINX_PANEL_ALLOW, else loopback, where the tests and
 * `npm start` run), rendered by the script the official image's entrypoint sources (panel-allow.envsh), so the tests
 * render what production renders.
 */
export function panelAllowRules(networks) {
  const env = { ...process.env };
  env.NGINX_PANEL_ALLOW = networks ?? (process.env.NGINX_PANEL_ALLOW || '127.0.0.0/8 ::1');
  return execFileSync(
    'sh',
    ['-c', '. "$1" && printf %s "$NGINX_PANEL_ALLOW_RULES"', 'sh', path.join(here, 'panel-allow.envsh')],
    {
      env,
      encoding: 'utf8',
    },
  );
}

/**
 * The rendered template without TLS: its HTTPS servers listen for plain HTTP (no `ssl` parameter, no certificate,
 * no HTTP/2), and the redirecting server, which then has nothing to redirect to, listens on a socket nobody uses.
 */
export function plainHttp(config) {
  return config
    .replace(/^(\s*listen\s+\S+) ssl\b/gm, '$1')
    .replace(/^\s*(ssl_certificate|ssl_certificate_key|http2)\s.*\n/gm, '');
}

/**
 * nginx before 1.25.1 (Debian 12's is 1.22) has no `http2` directive, only the `http2` parameter of `listen`: the
 * same setting, moved there. The production image runs a current nginx, which reads the template as it is.
 */
export function http2ForOldNginx(config) {
  return config.replace(/^\s*http2 on;\n/m, '').replace(/^(\s*listen\s+\S+ ssl)\b/gm, '$1 http2');
}

/**
 * The `geo` lines of the proxies whose X-Request-Id nginx keeps (undefined: NGINX_TRUSTED_PROXIES, default none),
 * rendered by request-id.envsh as production renders them.
 */
export function requestIdTrustRules(networks) {
  const env = { ...process.env };
  if (networks !== undefined) env.NGINX_TRUSTED_PROXIES = networks;
  return execFileSync(
    'sh',
    ['-c', '. "$1" && printf %s "$NGINX_REQUEST_ID_TRUST_RULES"', 'sh', path.join(here, 'request-id.envsh')],
    { env, encoding: 'utf8' },
  );
}

/**
 * The upstream server lines (NGINX_SITE_SERVERS, NGINX_CMS_SERVERS) of instances given as HOST:PORT or
 * HOST:PORT/FRONT_PORT: the front ports first, then the main ports of those instances as `backup` servers, which nginx
 * uses only when no front port accepts the connection (no instance is ready). An instance without a front port is
 * listed by its main port alone, as a primary, as before. max_fails=0 everywhere, as in docker-compose.yml: see the
 * template's NGINX_SITE_SERVERS.
 */
export function upstreamServers(instances) {
  const parsed = instances.map((instance) => {
    const match = /^(.+):(\d+)(?:\/(\d+))?$/.exec(instance);
    if (!match) throw new Error(`Not HOST:PORT or HOST:PORT/FRONT_PORT: ${instance}`);
    return { host: match[1], port: match[2], front: match[3] };
  });
  return [
    ...parsed.map(({ host, port, front }) => `server ${host}:${front ?? port} max_fails=0;`),
    ...parsed.filter(({ front }) => front).map(({ host, port }) => `server ${host}:${port} max_fails=0 backup;`),
  ].join(' ');
}

/**
 * The template's access and error logs (the image's /var/log/nginx/access.log and error.log, its stdout and stderr)
 * in `dir`/access.log and `dir`/error.log instead.
 */
export function localAccessLog(config, dir) {
  return config
    .replace(/access_log \/var\/log\/nginx\/access\.log /g, `access_log ${path.join(dir, 'access.log')} `)
    .replace(/error_log \/var\/log\/nginx\/error\.log /g, `error_log ${path.join(dir, 'error.log')} `);
}

function nginxVersion(nginx) {
  const { stderr } = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr) ?? []).slice(1).map(Number);
  return major * 1_000_000 + minor * 1_000 + patch;
}

/** The main nginx.conf around the rendered template: foreground, logs and temporary files inside `dir`. */
export function mainConfig(dir, includeFile) {
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    runsAsRoot ? 'user root root;' : '',
    'daemon off;',
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    '    default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    `    include ${includeFile};`,
    '}',
    '',
  ].join('\n');
}

function parseArgs(argv) {
  const options = {
    sites: [],
    cmss: [],
    listen: null,
    tlsListen: null,
    tlsCert: null,
    tlsKey: null,
    acmeRoot: null,
    cmsHost: 'cms.localhost',
    panelAllow: undefined,
    loginRate: '10r/m',
    trustedProxies: undefined,
    dir: null,
    nginx: null,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--listen') options.listen = value;
    else if (flag === '--tls-listen') options.tlsListen = value;
    else if (flag === '--tls-cert') options.tlsCert = path.resolve(value);
    else if (flag === '--tls-key') options.tlsKey = path.resolve(value);
    else if (flag === '--acme-root') options.acmeRoot = path.resolve(value);
    else if (flag === '--site') options.sites.push(value);
    else if (flag === '--cms') options.cmss.push(value);
    else if (flag === '--cms-host') options.cmsHost = value;
    else if (flag === '--panel-allow') options.panelAllow = value;
    else if (flag === '--login-rate') options.loginRate = value;
    else if (flag === '--trusted-proxies') options.trustedProxies = value;
    else if (flag === '--dir') options.dir = value;
    else if (flag === '--nginx') options.nginx = value;
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!options.listen || options.sites.length === 0 || options.cmss.length === 0) {
    throw new Error(
      'Usage: run-local.mjs --listen PORT [--tls-listen PORT --tls-cert FILE --tls-key FILE] --site HOST:PORT[/FRONT_PORT] [--site ...] --cms HOST:PORT[/FRONT_PORT] [--cms ...]',
    );
  }
  const tls = [options.tlsListen, options.tlsCert, options.tlsKey];
  if (tls.some(Boolean) && !tls.every(Boolean)) throw new Error('--tls-listen, --tls-cert and --tls-key go together');
  return options;
}

function findNginx(explicit) {
  if (explicit) return explicit;
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed (apt-get install -y nginx)');
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bank-nginx-'));
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const acmeRoot = options.acmeRoot ?? path.join(dir, 'acme');
  fs.mkdirSync(acmeRoot, { recursive: true });
  const nginx = findNginx(options.nginx);
  let site = renderTemplate(fs.readFileSync(path.join(here, 'templates', 'default.conf.template'), 'utf8'), {
    NGINX_LISTEN: options.tlsListen ? options.listen : `unix:${path.join(dir, 'unused-redirect.sock')}`,
    NGINX_TLS_LISTEN: options.tlsListen ?? options.listen,
    NGINX_TLS_CERT: options.tlsCert ?? '',
    NGINX_TLS_KEY: options.tlsKey ?? '',
    NGINX_ACME_ROOT: acmeRoot,
    NGINX_SITE_SERVERS: upstreamServers(options.sites),
    NGINX_CMS_SERVERS: upstreamServers(options.cmss),
    NGINX_CMS_HOST: options.cmsHost,
    NGINX_PANEL_ALLOW_RULES: panelAllowRules(options.panelAllow),
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
    NGINX_LOGIN_RATE: options.loginRate,
    NGINX_REQUEST_ID_TRUST_RULES: requestIdTrustRules(options.trustedProxies),
  });
  site = localAccessLog(site, dir);
  if (!options.tlsListen) site = plainHttp(site);
  else if (nginxVersion(nginx) < 1_025_001) site = http2ForOldNginx(site);
  fs.writeFileSync(path.join(dir, 'default.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'default.conf')));

  const server = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'inherit',
  });
  const stop = (signal) => server.kill(signal === 'SIGINT' ? 'SIGQUIT' : 'SIGTERM');
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  server.on('exit', (code) => {
    if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
  const port = options.listen.split(':').pop();
  for (let i = 0; i < 100; i += 1) {
    if (await answers(port)) {
      console.log(`nginx ready on ${port} (${dir})`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(`nginx did not answer on ${port}; see ${path.join(dir, 'error.log')}`);
  stop('SIGTERM');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

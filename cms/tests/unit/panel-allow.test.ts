import { spawnSync } from 'child_process';
import path from 'path';

/**
 * deploy/nginx/panel-allow.envsh as the nginx image's entrypoint sources it (Debian's sh, dash): NGINX_PANEL_ALLOW is
 * required, and a network that overlaps the compose network (172.28.0.0/16, where Docker's relayed clients come
 * from) is refused, so nginx does not start with a panel open to them.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'deploy', 'nginx', 'panel-allow.envsh');

function render(allow: string | undefined) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  if (allow !== undefined) env.NGINX_PANEL_ALLOW = allow;
  const result = spawnSync('sh', ['-c', '. "$1" && printf %s "$NGINX_PANEL_ALLOW_RULES"', 'sh', SCRIPT], {
    env,
    encoding: 'utf8',
  });
  return { status: result.status, rules: result.stdout, error: result.stderr.trim() };
}

describe('panel-allow.envsh', () => {
  it.each([undefined, '', ' ', ' , '])('stops nginx when the list is empty (%p)', (allow) => {
    expect(render(allow)).toEqual({ status: 1, rules: '', error: expect.stringContaining('NGINX_PANEL_ALLOW is required') });
  });

  it.each(['172.16.0.0/12', '172.28.0.1', '172.28.7.0/24', '172.0.0.0/8', '0.0.0.0/0', '10.0.0.0/8,172.28.0.0/16'])(
    'refuses %s, which overlaps the compose network',
    (allow) => {
      expect(render(allow)).toEqual({ status: 1, rules: '', error: expect.stringContaining('overlaps the compose network') });
    },
  );

  it('refuses what is not a network', () => {
    expect(render('10.0.0.0/8; allow all')).toMatchObject({ status: 1, error: expect.stringContaining('not a network') });
  });

  it('renders the allowed networks and a final deny', () => {
    expect(render('203.0.113.0/24, 10.8.0.0/16 2001:db8::/32')).toEqual({
      status: 0,
      rules: ' allow 203.0.113.0/24; allow 10.8.0.0/16; allow 2001:db8::/32; deny all;',
      error: '',
    });
    expect(render('172.29.0.0/16').rules).toBe(' allow 172.29.0.0/16; deny all;');
    expect(render('all').rules).toBe(' allow all; deny all;');
  });
});

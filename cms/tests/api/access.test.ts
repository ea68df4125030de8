import { ADMIN, ATMADMIN, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms({ LOGIN_MAX_FAILURES_PER_USERNAME: '10', LOGIN_MAX_FAILURES_PER_IP: '30' });
});
afterAll(async () => {
  await cms?.stop();
});

describe('staff login', () => {
  it('answers success with the role and a token for the admin account', async () => {
    const response = await cms.api().post('/api/admin/login').send(ADMIN).expect(200);
    expect(response.body).toEqual({ status: 'success', role: 'admin', token: expect.any(String) });
  });

  it('answers success for the atmadmin account at its own endpoint', async () => {
    const response = await cms.api().post('/api/atmadmin/login').send(ATMADMIN).expect(200);
    expect(response.body).toEqual({ status: 'success', role: 'atmadmin', token: expect.any(String) });
  });

  it('refuses an account at the other role’s endpoint', async () => {
    const asAtm = await cms.api().post('/api/atmadmin/login').send(ADMIN).expect(401);
    expect(asAtm.body).toEqual({ status: 'error', message: 'Invalid username or password' });
    const asAdmin = await cms.api().post('/api/admin/login').send(ATMADMIN).expect(401);
    expect(asAdmin.body).toEqual({ status: 'error', message: 'Invalid username or password' });
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrong = await cms.api().post('/api/admin/login').send({ username: 'admin', password: 'nope-nope-nope' });
    const unknown = await cms.api().post('/api/admin/login').send({ username: 'nobody', password: 'nope-nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 with a message for malformed JSON and wrong types', async () => {
    const malformed = await cms.api().post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ status: 'error', message: expect.any(String) });
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.js/);

    const wrongType = await cms
      .api()
      .post('/api/admin/login')
      .send({ username: ['admin'], password: 1 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/username/);
  });

  it('treats SQL-looking input as an ordinary wrong login', async () => {
    const response = await cms.api().post('/api/admin/login').send({ username: "admin' OR '1'='1", password: "' OR 1=1 --" });
    expect(response.status).toBe(401);
    expect(response.body.status).toBe('error');
  });
});

describe('closed Strapi endpoints', () => {
  it.each(['/api/users', '/api/users/1', '/api/users-permissions/roles', '/api/upload/files', '/api/auth/local'])(
    '%s is not open to the public',
    async (path) => {
      const response = await cms.api().get(path);
      expect([401, 403, 404, 405]).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toMatch(/password|email/i);
    },
  );

  it('cannot register or log in through users-permissions', async () => {
    const register = await cms
      .api()
      .post('/api/auth/local/register')
      .send({ username: 'x', email: 'x@x.gm', password: 'Password123' });
    expect([404, 405]).toContain(register.status);
    const login = await cms.api().post('/api/auth/local').send({ identifier: ADMIN.username, password: ADMIN.password });
    expect([404, 405]).toContain(login.status);
  });

  it('sends no X-Powered-By header', async () => {
    const response = await cms.api().get('/api/news');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await cms.api().get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });
});

describe('tokens and roles on mutating calls', () => {
  const mutating: Array<[string, string]> = [
    ['post', '/api/admin/news'],
    ['delete', '/api/news/abc'],
    ['put', '/api/update/exchange-rates/abc'],
    ['put', '/api/atm-status/abc'],
    ['post', '/api/upload/form'],
    ['post', '/api/upload/reports'],
    ['post', '/api/admin/gallery'],
    ['post', '/api/upload-pdf'],
    ['post', '/api/send_bulk_sms'],
    ['post', '/api/send_bulk_email'],
  ];

  it.each(mutating)('%s %s needs a token (401)', async (method, path) => {
    const response = await (cms.api() as unknown as Record<string, (p: string) => Promise<{ status: number; body: unknown }>>)[
      method
    ](path);
    expect(response.status).toBe(401);
    // The bulk page is used by bank officers: its refusal says what to do.
    expect(response.body).toEqual(
      path.includes('send_bulk')
        ? { error: 'Please sign in as an administrator to send messages.' }
        : { message: 'Authentication required: send Authorization: Bearer <token>' },
    );
  });

  it.each(mutating.filter(([, path]) => !path.startsWith('/api/atm-status')))(
    '%s %s refuses the atmadmin role (403)',
    async (method, path) => {
      const token = await cms.login(ATMADMIN, 'atmadmin');
      const call = (
        cms.api() as unknown as Record<string, (p: string) => { set: (k: string, v: string) => Promise<{ status: number }> }>
      )[method](path);
      const response = await call.set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(403);
    },
  );

  it('refuses a forged token', async () => {
    const response = await cms
      .api()
      .put('/api/atm-status/abc')
      .set('Authorization', 'Bearer not.a.token')
      .send({ status: 'in-service' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid or expired token' });
  });
});

describe('login throttling without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so spoofed addresses do not escape the per-IP limit', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 31 && status !== 429; attempt += 1) {
      const response = await cms
        .api()
        .post('/api/admin/login')
        .set('X-Forwarded-For', `10.0.0.${attempt}`)
        .send({ username: `guess-${attempt}`, password: 'wrong-password' });
      status = response.status;
    }
    expect(status).toBe(429);
  });
});

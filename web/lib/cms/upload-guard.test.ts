import { AUTHENTICATION_REQUIRED, refuseAnonymousStaffCall } from './upload-guard';

const call = (method: string, authorization?: string) =>
  new Request('http://site.test/api/x', { method, headers: authorization ? { authorization } : {} });

describe('refuseAnonymousStaffCall', () => {
  it.each(['/api/upload-pdf', '/api/upload/form', '/api/admin/gallery', '/api/admin/news'])(
    'refuses an upload to %s without a bearer token, in the contract’s {message}',
    async (path) => {
      const response = refuseAnonymousStaffCall(call('POST'), path);
      expect(response?.status).toBe(401);
      expect(await response?.json()).toEqual({ message: AUTHENTICATION_REQUIRED });
      expect(response?.headers.get('connection')).toBe('close');
    },
  );

  it('answers the bulk sends in their {error} shape', async () => {
    const response = refuseAnonymousStaffCall(call('POST', 'Basic abc'), '/api/send_bulk_sms');
    expect(response?.status).toBe(401);
    expect(await response?.json()).toEqual({ error: AUTHENTICATION_REQUIRED });
  });

  it('refuses other changes without a token too (PUT, DELETE)', () => {
    expect(refuseAnonymousStaffCall(call('PUT'), '/api/atm-status/abc')?.status).toBe(401);
    expect(refuseAnonymousStaffCall(call('DELETE', 'Bearer '), '/api/news/abc')?.status).toBe(401);
  });

  it('lets through reads, the logins and any call with a bearer token (the CMS judges the token)', () => {
    expect(refuseAnonymousStaffCall(call('GET'), '/api/news')).toBeNull();
    expect(refuseAnonymousStaffCall(call('POST'), '/api/admin/login')).toBeNull();
    expect(refuseAnonymousStaffCall(call('POST'), '/api/atmadmin/login')).toBeNull();
    expect(refuseAnonymousStaffCall(call('POST', 'Bearer some.token.here'), '/api/upload/form')).toBeNull();
  });
});

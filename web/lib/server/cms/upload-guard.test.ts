import { AUTHENTICATION_REQUIRED, BULK_SIGN_IN_REQUIRED, refuseAnonymousStaffCall } from './upload-guard';

const call = (method: string, authorization?: string) =>
  new Request('http://site.test/api/x', { method, headers: authorization ? { authorization } : {} });

describe('refuseAnonymousStaffCall', () => {
  it.each(['/api/upload-pdf', '/api/upload/form', '/api/admin/gallery', '/api/admin/news'])(
    'refuses an upload to %s without a bearer token, in the contract’s {message}',
    async (path) => {
      const response = refuseAnonymousStaffCall(call('POST'), path);
      expect(response?.status).toBe(401);
      expect(await response?.json()).toEqual({ message: AUTHENTICATION_REQUIRED });
    },
  );

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'])(
    'answers a bulk send to %s in its {error} shape, with the CMS’s sentence for bank officers',
    async (path) => {
      const response = refuseAnonymousStaffCall(call('POST', 'Basic abc'), path);
      expect(response?.status).toBe(401);
      expect(await response?.json()).toEqual({ error: 'Please sign in as an administrator to send messages.' });
      expect(BULK_SIGN_IN_REQUIRED).toBe('Please sign in as an administrator to send messages.');
    },
  );

  it('refuses other changes without a token too (PUT, DELETE)', () => {
    expect(refuseAnonymousStaffCall(call('PUT'), '/api/atm-status/abc')?.status).toBe(401);
    expect(refuseAnonymousStaffCall(call('DELETE', 'Bearer '), '/api/news/abc')?.status).toBe(401);
  });

  it('lets through reads, the logins and any call with a bearer token (the CMS judges the token)', () => {
    expect(refuseAnonymousStaffCall(call('GET'), '/api/news')).toBeNull();
    // A job's progress is a read: the CMS refuses it without an admin token.
    expect(refuseAnonymousStaffCall(call('GET'), '/api/bulk-jobs/abc')).toBeNull();
    expect(refuseAnonymousStaffCall(call('POST'), '/api/admin/login')).toBeNull();
    expect(refuseAnonymousStaffCall(call('POST'), '/api/atmadmin/login')).toBeNull();
    // The provider's delivery reports carry their credential in the path; the CMS checks it.
    expect(refuseAnonymousStaffCall(call('POST'), '/api/sms/delivery-reports/s3cr3t-T0ken')).toBeNull();
    expect(refuseAnonymousStaffCall(call('PUT'), '/api/sms/delivery-reports/s3cr3t-T0ken')?.status).toBe(401);
    expect(refuseAnonymousStaffCall(call('POST', 'Bearer some.token.here'), '/api/upload/form')).toBeNull();
  });
});

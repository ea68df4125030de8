import { isLoginSuccess, loginToken, replyError, replyMessage } from './server-reply';

describe('replyMessage', () => {
  it("uses the answer's message", () => {
    expect(replyMessage({ message: 'Rate updated' }, 'fallback')).toBe('Rate updated');
  });

  it('reads a nested message object', () => {
    expect(replyMessage({ message: { message: 'Nested' } }, 'fallback')).toBe('Nested');
  });

  it('ignores the error field, which is not a message', () => {
    expect(replyMessage({ error: { message: 'Forbidden' } }, 'fallback')).toBe('fallback');
  });

  it('falls back when there is no usable message', () => {
    expect(replyMessage(null, 'Failed to update rate')).toBe('Failed to update rate');
    expect(replyMessage({}, 'Failed to update rate')).toBe('Failed to update rate');
    expect(replyMessage({ message: '  ' }, 'Failed to update rate')).toBe('Failed to update rate');
    expect(replyMessage('text', 'Failed to update rate')).toBe('Failed to update rate');
  });
});

describe('replyError', () => {
  it("uses the bulk answer's error field", () => {
    expect(replyError({ error: 'Authentication required' }, 'Something went wrong.')).toBe('Authentication required');
  });

  it("reads Strapi's nested error shape", () => {
    expect(replyError({ data: null, error: { status: 403, message: 'Policy Failed' } }, 'x')).toBe('Policy Failed');
  });

  it('falls back when there is no error field', () => {
    expect(replyError({ message: 'nope' }, 'Something went wrong.')).toBe('Something went wrong.');
    expect(replyError(null, 'Something went wrong.')).toBe('Something went wrong.');
  });
});

describe('login answers', () => {
  it("succeeds only when status is 'success'", () => {
    expect(isLoginSuccess({ status: 'success', role: 'admin', token: 't' })).toBe(true);
    expect(isLoginSuccess({ status: 'error', message: 'Invalid credentials' })).toBe(false);
    expect(isLoginSuccess({ status: 'SUCCESS' })).toBe(false);
    expect(isLoginSuccess(null)).toBe(false);
  });

  it('reads the token', () => {
    expect(loginToken({ status: 'success', token: 'abc' })).toBe('abc');
    expect(loginToken({ status: 'success' })).toBeNull();
    expect(loginToken({ token: '' })).toBeNull();
  });
});

import { LoginAnswer } from '@bank/shared';
import { replyError, replyMessage } from './server-reply';

describe('replyMessage', () => {
  it("uses the answer's message", () => {
    expect(replyMessage({ message: 'Rate updated' }, 'fallback')).toBe('Rate updated');
  });

  it("reads only the contract's {message}: a nested object is not a message", () => {
    expect(replyMessage({ message: { message: 'Nested' } }, 'fallback')).toBe('fallback');
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

  it("reads only the contract's {error}: Strapi's nested shape (which the CMS reshapes) is not one", () => {
    expect(replyError({ data: null, error: { status: 403, message: 'Policy Failed' } }, 'x')).toBe('x');
  });

  it('falls back when there is no error field', () => {
    expect(replyError({ message: 'nope' }, 'Something went wrong.')).toBe('Something went wrong.');
    expect(replyError({ error: ' ' }, 'Something went wrong.')).toBe('Something went wrong.');
    expect(replyError(null, 'Something went wrong.')).toBe('Something went wrong.');
  });
});

describe("login answers (the contract's LoginAnswer, which postLogin parses)", () => {
  it("succeeds only when status is 'success', with a role and a token", () => {
    expect(LoginAnswer.parse({ status: 'success', role: 'admin', token: 't' })).toEqual({
      status: 'success',
      role: 'admin',
      token: 't',
    });
    expect(LoginAnswer.parse({ status: 'error', message: 'Invalid credentials' }).status).toBe('error');
  });

  it('refuses anything else (the screens then say Login failed)', () => {
    expect(LoginAnswer.safeParse({ status: 'SUCCESS' }).success).toBe(false);
    expect(LoginAnswer.safeParse(null).success).toBe(false);
    expect(LoginAnswer.safeParse({ status: 'success', role: 'admin' }).success).toBe(false);
    expect(LoginAnswer.safeParse({ status: 'success', role: 'admin', token: '' }).success).toBe(false);
    expect(LoginAnswer.safeParse({ status: 'success', role: 'editor', token: 't' }).success).toBe(false);
    expect(LoginAnswer.safeParse({ message: 'The server is unavailable. Please try again later.' }).success).toBe(false);
  });
});

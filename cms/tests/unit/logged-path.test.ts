import { loggedPath } from '@bank/shared/logged-path';

/** The one rule of every log's request path (the site's, the CMS's; nginx's access-log format writes the same). */
describe('a logged path', () => {
  const TOKEN = 'Xy_9-aB3cD4eF5gH6iJ7kL8mN9oP0qR1';

  it('hides the delivery-report token, however the path is spelt', () => {
    for (const path of [
      `/api/sms/delivery-reports/${TOKEN}`,
      `/sms/delivery-reports/${TOKEN}`,
      `/API/SMS/Delivery-Reports/${TOKEN}?x=1`,
      `/api/sms/delivery-reports%2F${TOKEN}`,
      `/api/sms/delivery-reports/${TOKEN}/more`,
    ]) {
      expect(loggedPath(path)).not.toContain(TOKEN);
      expect(loggedPath(path)).toMatch(/\/sms\/delivery-reports\/\[token\]$/i);
    }
  });

  it('drops the query string, which can carry the preview link’s token or a draft-mode secret', () => {
    expect(loggedPath(`/api/preview?token=${TOKEN}.sig`)).toBe('/api/preview');
    expect(loggedPath(`/news?__next_preview_data=${TOKEN}#x`)).toBe('/news');
  });

  it('leaves every other path as it is', () => {
    expect(loggedPath('/api/news/abc')).toBe('/api/news/abc');
    expect(loggedPath('/')).toBe('/');
    expect(loggedPath('')).toBe('/');
  });
});

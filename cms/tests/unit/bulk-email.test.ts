import { sendEmails } from '../../src/bulk/email';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sendEmails', () => {
  it('never has more than `concurrency` messages in flight, and uses that many', async () => {
    let inFlight = 0;
    let most = 0;
    const recipients = Array.from({ length: 40 }, (_, i) => `customer${i}@example.gm`);
    const outcomes = await sendEmails(
      recipients,
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await delay(Math.random() * 5);
        inFlight--;
      },
      4,
    );
    expect(most).toBe(4);
    expect(outcomes.map((o) => o.recipient)).toEqual(recipients);
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });

  it('reports each failure and carries on', async () => {
    const outcomes = await sendEmails(
      ['a@example.gm', 'b@example.gm', 'c@example.gm'],
      async (to) => {
        if (to === 'b@example.gm') throw new Error('550 mailbox unavailable');
      },
      2,
    );
    expect(outcomes).toEqual([
      { recipient: 'a@example.gm', ok: true, detail: 'sent' },
      { recipient: 'b@example.gm', ok: false, detail: '550 mailbox unavailable' },
      { recipient: 'c@example.gm', ok: true, detail: 'sent' },
    ]);
  });

  it('sends one at a time when concurrency is 0 or nonsense, and copes with no recipients', async () => {
    let inFlight = 0;
    let most = 0;
    const send = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await delay(1);
      inFlight--;
    };
    await sendEmails(['a@example.gm', 'b@example.gm', 'c@example.gm'], send, 0);
    await sendEmails(['a@example.gm', 'b@example.gm'], send, Number.NaN);
    expect(most).toBe(1);
    await expect(sendEmails([], send, 5)).resolves.toEqual([]);
  });
});

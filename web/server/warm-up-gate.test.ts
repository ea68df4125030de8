import type { IncomingMessage } from 'node:http';
import { WarmUpGate } from './warm-up-gate';

const SECRET = 'the-revalidation-secret';
const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('WarmUpGate (a starting site instance)', () => {
  let finishWarmUp: () => void;
  let gate: WarmUpGate;
  beforeEach(() => {
    gate = new WarmUpGate(SECRET);
    gate.start(new Promise<void>((resolve) => (finishWarmUp = resolve)), 60_000);
  });

  it('holds a visitor, and a request with a wrong or empty x-revalidate-secret, until the pages are regenerated', async () => {
    const held = [
      gate.admit(request()),
      gate.admit(request({ 'x-revalidate-secret': 'wrong' })),
      gate.admit(request({ 'x-revalidate-secret': '' })),
      gate.admit(request({ 'x-revalidate-secret': `${SECRET}x` })),
    ];
    for (const waiting of held) expect(await settled(waiting)).toBe(false);
    finishWarmUp();
    for (const waiting of held) expect(await settled(waiting)).toBe(true);
  });

  it("lets the regeneration's own calls, with the right secret, through at once", async () => {
    expect(await settled(gate.admit(request({ 'x-revalidate-secret': SECRET })))).toBe(true);
  });

  it('holds every request when no secret is configured', async () => {
    const open = new WarmUpGate(null);
    open.start(new Promise<void>(() => {}), 60_000);
    expect(await settled(open.admit(request({ 'x-revalidate-secret': '' })))).toBe(false);
  });
});

/** What global setup started, for global teardown (both run in the Playwright runner process). */
import type { FakeServices } from './fake-services';
import type { Service } from './processes';

export interface HarnessState {
  tmpDir: string;
  /** The private copy of the site build (inside web/.tmp, which git ignores). */
  siteCopy: string;
  services: Service[];
  fake: FakeServices | null;
}

const KEY = Symbol.for('bank-e2e-harness');
type Holder = { [KEY]?: HarnessState };

export function setHarness(state: HarnessState): void {
  (globalThis as Holder)[KEY] = state;
}

export function getHarness(): HarnessState | undefined {
  return (globalThis as Holder)[KEY];
}

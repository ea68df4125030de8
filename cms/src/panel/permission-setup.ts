import type { Core } from '@strapi/strapi';

/**
 * Panel permissions the CMS sets itself are set once, at the first start that has them, and never again: after that
 * the operator decides (Settings > Roles), and a start that finds them changed leaves them and logs a warning naming
 * each difference. Each step is remembered in Strapi's core store with what its permissions were when last seen
 * (right after it ran, then at each start that found them changed: one warning per change, not one per start); a
 * step added by a later version of the CMS runs once at the first start that has it.
 */
export interface PermissionSetup {
  /** Stable name in the core store. */
  id: string;
  /** Sets the permissions; run once. */
  apply: (strapi: Core.Strapi) => Promise<void>;
  /** The permissions the step is about, one readable line each (e.g. `Editor may publish News item`). */
  state: (strapi: Core.Strapi) => Promise<string[]>;
}

const STORE = { type: 'core', name: 'bank', key: 'panel-permission-setup' } as const;

type Done = Record<string, { at: string; state: string[] }>;

/** Runs the steps never run on this database; compares the others with what they left, and logs what differs. */
export async function setUpPermissionsOnce(strapi: Core.Strapi, steps: PermissionSetup[]): Promise<void> {
  const stored = (await strapi.store.get({ ...STORE })) as Done | null;
  const done: Done = stored && typeof stored === 'object' ? { ...stored } : {};
  let changed = false;
  for (const step of steps) {
    const previous = done[step.id];
    if (!previous) {
      await step.apply(strapi);
      done[step.id] = { at: new Date().toISOString(), state: (await step.state(strapi)).sort() };
      changed = true;
      continue;
    }
    const now = (await step.state(strapi)).sort();
    if (now.length === previous.state.length && now.every((line, index) => line === previous.state[index])) continue;
    const gone = previous.state.filter((line) => !now.includes(line)).map((line) => `no longer: ${line}`);
    const added = now.filter((line) => !previous.state.includes(line)).map((line) => `now also: ${line}`);
    strapi.log.warn(
      `Panel permissions changed since ${previous.at} (${step.id}), left as they are: ${[...gone, ...added].join('; ')}`,
    );
    done[step.id] = { at: new Date().toISOString(), state: now };
    changed = true;
  }
  if (changed) await strapi.store.set({ ...STORE, value: done });
}

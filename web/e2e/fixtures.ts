/**
 * The suite's `test` and `expect`: Playwright's, with the base URL of this run's site and helpers for the staff
 * logins, direct CMS calls, the fake SMS/e-mail inboxes, accessibility checks and test files.
 * Import from here, never from '@playwright/test', in specs.
 */
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { LoginAnswer, NewsCreateAnswer, type NewsCreateFields, type StaffRole } from '@bank/shared';
import AxeBuilder from '@axe-core/playwright';
import { e2eEnv, type E2eEnv } from './support/env';
import { pngImage } from './support/files';
import type { Inbox } from './support/inbox-types';

export { expect };

/** Direct calls to this run's CMS (not through the site), e.g. to read the expected data or change content. */
export class CmsApi {
  private staffTokens = new Map<StaffRole, string>();
  private panelToken: string | null = null;

  constructor(
    readonly http: APIRequestContext,
    private readonly env: E2eEnv,
  ) {}

  /** GET {cms}/api/… as JSON (public, or with a staff token). */
  async get<T>(path: string, role?: StaffRole): Promise<T> {
    const headers = role ? { Authorization: `Bearer ${await this.staffToken(role)}` } : undefined;
    const response = await this.http.get(path, { headers });
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * An editorial list from Strapi's REST API (GET {cms}/api/branches, …) as the site reads it: published entries in
   * editor order (`sort_order`, then creation), 100 a page; the entries of Strapi's `{data, meta}`.
   */
  async entries<T>(path: string, sort: string[] = ['sort_order:asc', 'id:asc']): Promise<T[]> {
    const query = [...sort.map((field, i) => `sort[${i}]=${field}`), 'pagination[pageSize]=100'].join('&');
    return (await this.get<{ data: T[] }>(`${path}?${query}`)).data;
  }

  /** A JSON call with a staff bearer token, e.g. PUT /api/atm-status/{id}. */
  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data: unknown, role: StaffRole = 'admin'): Promise<T> {
    const response = await this.http.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${await this.staffToken(role)}` },
      data,
    });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json().catch(() => null)) as T;
  }

  /** Adds a news item as the admin's Add News form does (POST /api/admin/news, a small PNG as its image): its id. */
  async addNews(fields: NewsCreateFields): Promise<string> {
    const response = await this.http.post('/api/admin/news', {
      headers: { Authorization: `Bearer ${await this.staffToken('admin')}` },
      multipart: { ...fields, image: { name: 'e2e-news.png', mimeType: 'image/png', buffer: pngImage() } },
    });
    expect(response.status()).toBe(201);
    return NewsCreateAnswer.parse(await response.json()).news.id;
  }

  /** The bearer token of a staff login (POST /api/{role}/login). */
  async staffToken(role: StaffRole): Promise<string> {
    const cached = this.staffTokens.get(role);
    if (cached) return cached;
    const credentials =
      role === 'admin'
        ? { username: this.env.adminUser, password: this.env.adminPassword }
        : { username: this.env.atmUser, password: this.env.atmPassword };
    const response = await this.http.post(`/api/${role}/login`, { data: credentials });
    const answer = LoginAnswer.safeParse(await response.json());
    if (!answer.success || answer.data.status !== 'success') throw new Error(`${role} login failed: ${JSON.stringify(answer)}`);
    const body = answer.data;
    this.staffTokens.set(role, body.token);
    return body.token;
  }

  /** The Strapi panel's admin API (what marketing staff use): POST /admin/login → data.token. */
  async panel<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    if (!this.panelToken) {
      const login = await this.http.post('/admin/login', {
        data: { email: this.env.panelEmail, password: this.env.panelPassword },
      });
      if (!login.ok()) throw new Error(`Panel login answered ${login.status()}: ${await login.text()}`);
      this.panelToken = ((await login.json()) as { data: { token: string } }).data.token;
    }
    const response = await this.http.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${this.panelToken}` },
      data,
    });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Edits and publishes one entry through the panel's content-manager API, as an editor's Save + Publish does. */
  async panelEditAndPublish(uid: string, documentId: string, changes: Record<string, unknown>): Promise<void> {
    const base = `/content-manager/collection-types/${uid}/${encodeURIComponent(documentId)}`;
    await this.panel('PUT', base, changes);
    await this.panel('POST', `${base}/actions/publish`, changes);
  }
}

/** What the fake Africa's Talking server and the SMTP sink received. */
export class Inboxes {
  constructor(private readonly http: APIRequestContext) {}

  async read(): Promise<Inbox> {
    const response = await this.http.get('/__inbox');
    return (await response.json()) as Inbox;
  }

  async reset(): Promise<void> {
    await this.http.post('/__reset');
  }

  /** Makes the fake SMS API answer each request `ms` late (until the next reset). */
  async slowSms(ms: number): Promise<void> {
    await this.http.post(`/__sms-delay?ms=${ms}`);
  }

  /**
   * Makes the fake SMS API post delivery reports (through the site) for the messages it accepts from now on, until
   * the next reset: Failed for the `undeliverable` numbers, Success for the others, shuffled and with repeats.
   */
  async reportDelivery(undeliverable: string[]): Promise<void> {
    await this.http.post('/__delivery-reports', { data: { undeliverable } });
  }
}

/**
 * Waits until the page's event handlers are attached: React has hydrated the App Router page, or the islands runtime
 * has hydrated the islands of a page in pages/ (it marks <html data-islands>).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A visitor's pointer over the page loads the islands at once (else they load a few seconds after `load`).
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(
    () => {
      if (document.documentElement.dataset.islands === 'hydrated') return true;
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$') || key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** page.goto + hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Client-side navigation, as a Link click does: the staff login lives in memory only, so a page.goto (a full load)
 * would drop it. `landOn`: where a redirect should end.
 */
export async function navigateInApp(page: Page, path: string, options: { landOn?: string } = {}): Promise<void> {
  const landOn = options.landOn ?? path;
  const seen: string[] = [];
  const record = (frame: import('@playwright/test').Frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', record);
  try {
    await page.evaluate((target) => {
      const next = (window as unknown as { next?: { router?: { push: (href: string) => void } } }).next;
      if (!next?.router) throw new Error('The Next.js router is not available on this page');
      next.router.push(target);
    }, path);
    // First the pushed route, then (after any redirect) the landing route, and it stays there.
    await expect
      .poll(
        () => {
          const at = seen.indexOf(path);
          return at >= 0 && seen.at(-1) === landOn && new URL(page.url()).pathname === landOn;
        },
        { message: `${path} → ${landOn} (seen: ${seen.join(' → ')})`, timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    page.off('framenavigated', record);
  }
}

/** The sweetalert2 dialog of the staff screens. */
/**
 * A modal opened by `opener` closes by its Close button (focus returns to the opener), by Escape and by a click
 * outside its panel. Leaves it closed; the caller has already checked what the open modal shows.
 */
export async function expectModalClosesThreeWays(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await opener.click();
  await expect(dialog).toBeVisible();
  // A click on the backdrop, outside the dialog's panel.
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
}

export function swal(page: Page) {
  const popup = page.locator('.swal2-popup');
  const buttons = { confirm: popup.locator('.swal2-confirm'), cancel: popup.locator('.swal2-cancel') };
  return {
    popup,
    title: popup.locator('.swal2-title'),
    text: popup.locator('.swal2-html-container'),
    ...buttons,
    /**
     * Presses a button once the dialog has finished moving in (sweetalert2 slides and scales it for 0.3 s): a click
     * aimed at the button's place during that can land beside it, and the dialog then simply stays open.
     */
    async press(button: 'confirm' | 'cancel') {
      await expect(buttons[button]).toBeVisible();
      await popup.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      await buttons[button].click();
    },
  };
}

/** Waits for a sweetalert2 dialog with this title (and text), then closes it with its confirm button. */
export async function expectSwal(page: Page, title: string | RegExp, text?: string | RegExp, options: { close?: boolean } = {}) {
  const dialog = swal(page);
  await expect(dialog.popup).toBeVisible();
  await expect(dialog.title).toHaveText(title);
  if (text !== undefined) await expect(dialog.text).toHaveText(text);
  if (options.close !== false) await closeSwal(page);
}

/**
 * Confirms the open sweetalert2 dialog and waits until sweetalert2 has removed it completely: a dialog fired
 * while the last one is still animating out can lose its buttons' handlers.
 */
export async function closeSwal(page: Page, button: 'confirm' | 'cancel' = 'confirm') {
  const dialog = swal(page);
  await dialog.press(button);
  await expect(dialog.popup).toBeHidden();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

/** Opens a staff screen from the current dashboard or tile page by its tile (a client-side navigation). */
export async function openTile(page: Page, tile: string, path: string): Promise<void> {
  await page.getByRole('link', { name: tile, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Fails with a readable list when axe finds serious or critical WCAG 2 A/AA violations. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `      - ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(serious.length, `Serious/critical accessibility violations on ${label}:\n${report}`).toBe(0);
}

type Fixtures = {
  /** This run's URLs and accounts (set by global setup). */
  env: E2eEnv;
  /** Show the 1.5 s first-visit splash (off by default: it covers the page). */
  showSplash: boolean;
  cmsApi: CmsApi;
  inboxes: Inboxes;
  loginAsAdmin: (page?: Page) => Promise<void>;
  loginAsAtmAdmin: (page?: Page) => Promise<void>;
};

async function login(page: Page, env: E2eEnv, role: StaffRole): Promise<void> {
  const screen = role === 'admin' ? '/tbl/admin' : '/atm/admin';
  const dashboard = role === 'admin' ? '/tbl/admin-dashboard' : '/atm/admin-dashboard';
  await visit(page, screen);
  await page.getByLabel('Username').fill(role === 'admin' ? env.adminUser : env.atmUser);
  await page.getByLabel('Password').fill(role === 'admin' ? env.adminPassword : env.atmPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === dashboard);
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring
  env: async ({}, use) => {
    await use(e2eEnv());
  },
  baseURL: async ({ env }, use) => {
    await use(env.baseUrl);
  },
  showSplash: [false, { option: true }],
  context: async ({ context, showSplash }, use) => {
    if (!showSplash) {
      await context.addInitScript(() => {
        try {
          window.sessionStorage.setItem('splash-seen', '1');
        } catch {
          // storage blocked: the splash shows
        }
      });
    }
    await use(context);
  },
  cmsApi: async ({ env }, use) => {
    const http = await playwrightRequest.newContext({ baseURL: env.cmsUrl });
    await use(new CmsApi(http, env));
    await http.dispose();
  },
  inboxes: async ({ env }, use) => {
    const http = await playwrightRequest.newContext({ baseURL: env.fakeUrl });
    await use(new Inboxes(http));
    await http.dispose();
  },
  loginAsAdmin: async ({ page, env }, use) => {
    await use((target = page) => login(target, env, 'admin'));
  },
  loginAsAtmAdmin: async ({ page, env }, use) => {
    await use((target = page) => login(target, env, 'atmadmin'));
  },
});

/**
 * Playwright global setup: starts everything a run needs, each on a free port and in temporary folders, so two runs
 * never collide and nothing lands in the repository.
 *
 * 1. A fake Africa's Talking SMS API (which also posts delivery reports to the site, when a test asks) and an SMTP
 *    sink (fake-services.ts), in this process.
 * 2. The real CMS (cms-service.ts): compiled (cms/dist), then started on a temporary SQLite database and upload
 *    folder, seeded.
 * 3. The built site (site-service.ts): web/server around Next's handler on a private copy of the build, pointed at
 *    that CMS.
 * The run's folders, and the sweep of crashed runs' folders, are in run-folders.ts.
 *
 * Knobs (environment):
 *   E2E_BUILD=1      rebuild the site (`next build` into web/.next) before the run; it is built anyway when
 *                    web/.next/BUILD_ID is missing.
 *   E2E_COMPILE=1    compile the CMS (cms/dist) even when it looks up to date; E2E_NO_COMPILE=1 never compiles.
 *                    By default it compiles when a file under cms/src or cms/config is newer than the last compile.
 *   E2E_NEXT_DIST=d  test the finished build in web/<d> instead of web/.next.
 *   E2E_KEEP_TMP=1   keep the temporary folder (logs, database, uploads) after the run.
 *   E2E_VERBOSE=1    print where the logs are and each step's timing.
 */
import type { FullConfig } from '@playwright/test';
import { cmsEnv, cmsHealthy, compileCms, startCms } from './cms-service';
import { E2E_ENV, MAIL_FROM, MAIL_SUBJECT, ONLINE_BANKING_URL, SMS_SENDER_ID, SMS_USERNAME, TEST_ACCOUNTS } from './env';
import { FakeServices } from './fake-services';
import { freePort, killServiceSync, stopService } from './processes';
import { makeRunFolders, removeRunFolders, secret, step } from './run-folders';
import { refreshSite, siteAnswers, startSite } from './site-service';
import { setHarness, type HarnessState } from './state';

export default async function globalSetup(_config: FullConfig): Promise<void> {
  const started = Date.now();
  const { tmpDir, logsDir, siteCopy } = makeRunFolders();
  const state: HarnessState = { tmpDir, siteCopy, services: [], fake: null };
  setHarness(state);
  // Whatever happens from here on, the children do not outlive this process.
  process.once('exit', () => state.services.forEach((service) => killServiceSync(service.pid)));

  try {
    // 1. The fakes of the CMS's outside world.
    const fake = new FakeServices();
    await fake.start();
    state.fake = fake;

    const [cmsPort, webPort] = await Promise.all([freePort(), freePort()]);
    const revalidateSecret = secret();
    const previewSecret = secret();
    const draftReadToken = secret();
    const callbackToken = secret();
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const baseUrl = `http://127.0.0.1:${webPort}`;

    // 2 and 3. The CMS compiles while the site starts (both take a while on two cores).
    const compiled = compileCms(logsDir).then(() => step('CMS compiled', started));
    // Settled now, awaited later: an early failure must not go unhandled.
    const compileOutcome = compiled.then(
      () => null,
      (error: unknown) => error,
    );
    const site = { siteCopy, logsDir, webPort, cmsUrl, revalidateSecret, previewSecret, draftReadToken };
    const web = await startSite(site, (message) => step(message, started));
    state.services.push(web);

    const compileError = await compileOutcome;
    if (compileError) throw compileError;
    const env = cmsEnv({ tmpDir, cmsPort, webPort, fake, revalidateSecret, previewSecret, draftReadToken, callbackToken });
    // The provider reaches the CMS's delivery-report route through the site, as in production.
    fake.deliveryReportUrl = `${baseUrl}/api/sms/delivery-reports/${callbackToken}`;
    const cms = startCms(env, logsDir);
    state.services.push(cms);

    await siteAnswers(web, baseUrl);
    step('site up', started);
    await cmsHealthy(cms, cmsUrl);
    step('CMS up and seeded', started);
    await refreshSite(web, baseUrl, revalidateSecret);
    step('ready', started);

    const values: Record<keyof typeof E2E_ENV, string> = {
      baseUrl,
      cmsUrl,
      fakeUrl: fake.httpUrl,
      tmpDir,
      adminUser: TEST_ACCOUNTS.admin.username,
      adminPassword: TEST_ACCOUNTS.admin.password,
      atmUser: TEST_ACCOUNTS.atmadmin.username,
      atmPassword: TEST_ACCOUNTS.atmadmin.password,
      panelEmail: TEST_ACCOUNTS.panel.email,
      panelPassword: TEST_ACCOUNTS.panel.password,
      onlineBankingUrl: ONLINE_BANKING_URL,
      smsSenderId: SMS_SENDER_ID,
      smsUsername: SMS_USERNAME,
      mailFrom: MAIL_FROM,
      mailSubject: MAIL_SUBJECT,
      revalidateSecret,
      previewSecret,
      twoFactorKey: env.TWO_FACTOR_KEY ?? '',
      cmsPid: String(cms.pid),
      siteDir: siteCopy,
    };
    for (const [key, name] of Object.entries(E2E_ENV)) process.env[name] = values[key as keyof typeof E2E_ENV];
  } catch (error) {
    // Playwright skips global teardown when setup throws: clean up here.
    await Promise.all(state.services.map((service) => stopService(service)));
    state.services.length = 0;
    await state.fake?.stop().catch(() => undefined);
    state.fake = null;
    removeRunFolders({ tmpDir, siteCopy });
    throw error;
  }
}

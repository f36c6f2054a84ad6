import { pino } from 'pino';
import { createServices } from '../app-services';
import { systemClock } from '../clock';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { JobsRepository } from '../modules/jobs/index';
import { ShopsRepository } from '../modules/shops/index';
import { BILLING_USAGE, runBillingCommand } from './admin-billing.command';
import { runSuggestionsCommand, SUGGESTIONS_USAGE } from './admin-suggestions.command';

const USAGE = `Usage: npm run admin -- <command>

  login-link <email>   Print a one-time /crm-login link (valid 10 minutes) that signs in as <email>.
${BILLING_USAGE}
${SUGGESTIONS_USAGE}`;

const isKnown = (args: readonly string[]) =>
  (args[0] === 'login-link' && args[1] !== undefined) ||
  args[0] === 'invoices' ||
  args[0] === 'suggestions' ||
  (args[0] === 'plans' && (args[1] === 'defaults' || args[1] === 'arrange'));

/**
 * Operator commands, run on the server with its environment (same DATABASE_URL / TROVA_DATA_DIR).
 * Whoever can run this can already read the database, so it needs no further credential.
 */
async function run(args: string[]): Promise<number> {
  if (!isKnown(args)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const services = createServices({
      config,
      database,
      log: pino({ level: 'silent' }),
      now: systemClock,
      baseUrl: () => baseUrl,
    });
    const billing = await runBillingCommand(args, {
      db: database.db,
      payments: services.accountBilling.payments,
      lifecycle: services.accountBilling.lifecycle,
      print: (line) => console.log(line),
    });
    if (billing !== undefined) return billing;
    const suggestions = await runSuggestionsCommand(args, {
      shops: new ShopsRepository(database.db),
      queue: services.jobQueue,
      jobs: new JobsRepository(database.db, database.dialect),
      scheduler: services.querySuggestionsScheduler,
      print: (line) => console.log(line),
      fail: (line) => console.error(line),
    });
    if (suggestions !== undefined) return suggestions;
    const [command, email] = args;
    if (command !== 'login-link' || !email) {
      console.error(USAGE);
      return 2;
    }
    const { userId, token } = await services.admin.issue(email);
    const query = new URLSearchParams({ token, id: userId });
    console.log(`${baseUrl}/crm-login?${query.toString()}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await run(process.argv.slice(2));

import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { PRIVATE_DIR_MODE } from '../../db/data-dir-modes';
import type { Database } from '../../db/database.schema';
import { epochSeconds, type Clock } from '../../clock';
import { hashPassword, verifyPassword } from '../../kernel/password-hasher';
import { randomToken } from '../../kernel/secrets';
import { type SubscriptionLifecycleService, SubscriptionsRepository } from '../billing/index';
import { CustomersRepository, type CustomersService } from '../customers/index';
import { UsersRepository } from '../users/index';

export const DEMO_EMAIL = 'demo@trova.local';
const LOGIN_FILE = 'demo-login.txt';
/**
 * The demo account's monthly queries: its simulated shoppers make about 1,300 search intents in
 * the busiest month (December), more than the trial's 1,000, so it runs on a plan arranged as an
 * operator would (`npm run admin -- plans arrange demo@trova.local custom 10000`): Start's
 * allowance, not billed (docs/product/analytics.md#traffic-simulator).
 */
export const DEMO_MONTHLY_QUERIES = 10_000;

export interface DemoLogin {
  email: string;
  password: string;
  /** The demo account, which gets the demo shop, and the API key its integration pushes with. */
  customerId: string;
  apiKey: string;
}

export interface DemoDependencies {
  db: Kysely<Database>;
  customers: CustomersService;
  dataDir: string;
  now: Clock;
  /** Puts the account on its plan, the way the operator's `plans arrange` does. */
  lifecycle: Pick<SubscriptionLifecycleService, 'arrange'>;
}

/** A fixed prefix covers the policy's four character classes; the 120 random bits make it strong. */
function generatePassword(): string {
  return `Tv7-${randomToken(15)}`;
}

/**
 * The activated demo account `npm start` offers on a fresh install. Its password is generated once
 * and kept in `<dataDir>/demo-login.txt` (mode 0600) so later starts print the same login; if the
 * file and the database disagree, the file's password is set again, or a new one when none is kept.
 * An account still on its trial is put on a plan that fits the demo's traffic
 * (`DEMO_MONTHLY_QUERIES`); a plan the operator gave it since is kept.
 */
export class DemoService {
  private readonly users: UsersRepository;
  private readonly customerRows: CustomersRepository;

  constructor(private readonly deps: DemoDependencies) {
    this.users = new UsersRepository(deps.db);
    this.customerRows = new CustomersRepository(deps.db);
  }

  /**
   * @example
   * const { email, password } = await demo.ensure();
   */
  async ensure(): Promise<DemoLogin> {
    const file = path.join(this.deps.dataDir, LOGIN_FILE);
    const kept = this.readKept(file);
    const user = await this.users.findByEmail(DEMO_EMAIL);
    let password = kept ?? generatePassword();
    if (!user) {
      await this.deps.customers.createAccount({
        email: DEMO_EMAIL,
        password,
        language: 'en',
        activated: true,
      });
    } else {
      if (!kept || !(await verifyPassword(user.password_hash, kept))) {
        password = kept ?? generatePassword();
        await this.users.setPasswordHash(user.id, await hashPassword(password));
      }
      await this.customerRows.activate(user.customer_id, epochSeconds(this.deps.now));
    }
    fs.mkdirSync(this.deps.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.writeFileSync(file, `${DEMO_EMAIL}\n${password}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    const demoUser = await this.users.findByEmail(DEMO_EMAIL);
    const customer = demoUser && (await this.customerRows.findById(demoUser.customer_id));
    if (!demoUser || !customer) throw new Error('The demo account was not created');
    if (!(await new SubscriptionsRepository(this.deps.db).find(customer.id))) {
      await this.deps.lifecycle.arrange(customer.id, {
        key: 'custom',
        requestsLimit: DEMO_MONTHLY_QUERIES,
        monthlyCents: null,
      });
    }
    return { email: DEMO_EMAIL, password, customerId: customer.id, apiKey: customer.api_key };
  }

  private readKept(file: string): string | undefined {
    if (!fs.existsSync(file)) return undefined;
    const [, password] = fs.readFileSync(file, 'utf8').split('\n');
    return password?.trim() || undefined;
  }
}

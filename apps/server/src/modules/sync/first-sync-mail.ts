import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '../mail/index';
import { firstSyncMail } from '../mail/index';
import type { UsersRepository } from '../users/index';

export interface FirstSyncMailDependencies {
  users: Pick<UsersRepository, 'firstOfCustomer'>;
  mail: Pick<MailService, 'send'>;
  baseUrl: () => string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * "Your products are in Trova", once a shop's first sync applied products (feed or platform), in
 * the owner's language, pointing at the search setup. A mail that cannot be sent is logged: the
 * sync itself succeeded.
 * @example await mailFirstSync(deps, shop.customer_id);
 */
export async function mailFirstSync(
  deps: FirstSyncMailDependencies,
  customerId: string,
): Promise<void> {
  const user = await deps.users.firstOfCustomer(customerId);
  if (!user) return;
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(user.language_iso)
    ? (user.language_iso as SupportedLanguage)
    : 'en';
  const link = `${deps.baseUrl()}/setup/search`;
  await deps.mail
    .send({ to: user.email, kind: 'first-sync', link, ...firstSyncMail(language, link) })
    .catch((error: unknown) => deps.log.error({ err: error }, 'first-sync mail not sent'));
}

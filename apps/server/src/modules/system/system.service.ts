import { randomUUID } from 'node:crypto';
import type {
  BillingProvider,
  Health,
  LegalInfo,
  PublicConfig,
  ReadinessReport,
} from '@trova/contracts';
import type { DialectName } from '../../db/database';
import { NodeReadiness } from './node-readiness';
import type { SystemRepository } from './system.repository';

export interface PublicUrls {
  /** Configured public origin; undefined means "derive from the request". */
  publicUrl: string | undefined;
  layerUrl: string | undefined;
}

/** What `/config.json` tells the console about billing. */
export interface PublicBilling {
  provider: BillingProvider;
  stripePublishableKey: string | null;
}

/**
 * Whether a visitor must solve a captcha, as /config.json announces it. The captcha module answers
 * (its `CaptchaService` fits structurally); a port, so system stays below captcha.
 */
export interface CaptchaGate {
  required(clientIp: string): boolean;
}

const NO_LEGAL_SETTINGS: LegalInfo = {
  termsUrl: null,
  privacyUrl: null,
  operator: null,
  eventsRetentionDays: 0,
};

const INSTANCE_ID_KEY = 'instance.id';

export class SystemService {
  private readonly startedAt = Date.now();
  /** Flipped by the start path (indexes loaded) and the shutdown path (draining). */
  readonly readiness = new NodeReadiness();

  constructor(
    private readonly repository: Pick<SystemRepository, 'ping' | 'getOrInsertSetting'>,
    private readonly dialect: DialectName,
    private readonly urls: PublicUrls,
    private readonly captcha: CaptchaGate,
    private readonly billing: PublicBilling = { provider: 'manual', stripePublishableKey: null },
    private readonly legal: LegalInfo = NO_LEGAL_SETTINGS,
  ) {}

  /**
   * The console reads its API origin from here, so one build serves any host name. The layer is
   * served by this same server under /layer unless a CDN URL is configured.
   */
  publicConfig(requestOrigin: string, clientIp: string): PublicConfig {
    const baseurl = this.urls.publicUrl ?? requestOrigin;
    return {
      baseurl,
      layerUrl: this.urls.layerUrl ?? `${baseurl}/layer`,
      captcha: this.captcha.required(clientIp),
      billing: this.billing,
      legal: this.legal,
    };
  }

  async health(): Promise<Health> {
    const uptimeSeconds = Math.round((Date.now() - this.startedAt) / 1000);
    try {
      await this.repository.ping();
      return { status: 'ok', database: this.dialect, uptimeSeconds };
    } catch {
      return { status: 'degraded', database: this.dialect, uptimeSeconds };
    }
  }

  /**
   * Readiness is this node's own state, not its dependencies': the database is shared by every
   * node, so failing readiness on it would take them all out of the proxy at once (`/healthz`
   * reports the database).
   */
  ready(): ReadinessReport {
    return { status: this.readiness.status };
  }

  /** A stable id for this installation, created on the first start and logged on every start. */
  instanceId(): Promise<string> {
    return this.repository.getOrInsertSetting(
      INSTANCE_ID_KEY,
      randomUUID(),
      Math.floor(Date.now() / 1000),
    );
  }
}

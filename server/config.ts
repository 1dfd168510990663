/** Server settings: from createServer options and the environment, with the product facts from package.json. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isEmailAddress, type ServerConfig } from '@fathom/sdk/api';
import { PROJECT_ROOT } from './runtime/compile-entry';

export interface ServerSettings {
  dataDir: string;
  host: string;
  port: number;
  /** The console variant served from dist/web/<variant> (FATHOM_VARIANT, default platform). */
  variant: string;
  /** dist/web/<variant> when it exists, else null (API only). */
  webDir: string | null;
  projectRoot: string;
  /** A session ends after this long without a call (FATHOM_SESSION_IDLE_HOURS, default 12). */
  sessionIdleMs: number;
  /** Outgoing mail: smtp://user:pass@host:port (FATHOM_SMTP_URL); null when mail is not set up. Never logged. */
  smtpUrl: string | null;
  /** The sender of the platform's mails (FATHOM_MAIL_FROM). */
  mailFrom: string | null;
  /** The cloud marketplace's fulfilment address (FATHOM_MARKETPLACE_URL; see plugins/access/marketplace/server). */
  marketplaceUrl: string | null;
  /** The console's address as users reach it, for links in mails (FATHOM_PUBLIC_URL; default the server's own). */
  publicUrl: string | null;
  /** FATHOM_DATABASE_URL: a postgres:// URL to keep the store on PostgreSQL; undefined for the embedded SQLite file. */
  databaseUrl?: string;
  /** FATHOM_REDIS_URL: a redis:// URL shared by several server processes (events); undefined for one process. */
  redisUrl?: string;
  /** What GET /config answers. */
  public: ServerConfig;
}

/** A setting the server cannot start with; the message names the setting. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** FATHOM_SALES_EMAIL: one e-mail address, or unset. */
export function salesEmail(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!isEmailAddress(text)) throw new SettingsError(`FATHOM_SALES_EMAIL must be one e-mail address, not ${JSON.stringify(text)}.`);
  return text;
}

export const DEFAULT_SESSION_IDLE_HOURS = 12;

/** FATHOM_SESSION_IDLE_HOURS as milliseconds: a positive number of hours (fractions allowed), else the default. */
export function sessionIdleMs(value: string | undefined): number {
  const hours = value === undefined || value.trim() === '' ? NaN : Number(value);
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_SESSION_IDLE_HOURS) * 60 * 60 * 1000;
}

const MODES: ServerConfig['mode'][] = ['platform', 'basic', 'desktop', 'onprem'];

export function productVersion(projectRoot = PROJECT_ROOT): string {
  try {
    return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function flag(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

export function loadSettings(
  opts: { dataDir: string; host?: string; port?: number; variant?: string; databaseUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): ServerSettings {
  const projectRoot = PROJECT_ROOT;
  const variant = opts.variant ?? env.FATHOM_VARIANT ?? 'platform';
  const webCandidate = join(projectRoot, 'dist', 'web', variant);
  const mode = (MODES as string[]).includes(variant) ? (variant as ServerConfig['mode']) : 'platform';
  const sales = salesEmail(env.FATHOM_SALES_EMAIL);
  return {
    dataDir: resolve(opts.dataDir),
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? 0,
    variant,
    webDir: existsSync(webCandidate) ? webCandidate : null,
    projectRoot,
    sessionIdleMs: sessionIdleMs(env.FATHOM_SESSION_IDLE_HOURS),
    smtpUrl: env.FATHOM_SMTP_URL?.trim() || null,
    mailFrom: env.FATHOM_MAIL_FROM?.trim() || null,
    marketplaceUrl: env.FATHOM_MARKETPLACE_URL?.trim().replace(/\/+$/, '') || null,
    publicUrl: env.FATHOM_PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    databaseUrl: opts.databaseUrl ?? (env.FATHOM_DATABASE_URL || undefined),
    redisUrl: env.FATHOM_REDIS_URL || undefined,
    public: {
      productName: 'Fathom',
      version: productVersion(projectRoot),
      mode,
      isOnPrem: mode === 'onprem',
      isActivated: true,
      airGapped: flag(env.FATHOM_AIR_GAPPED),
      mailConfigured: !!env.FATHOM_SMTP_URL?.trim(),
      ...(env.FATHOM_WELCOME_URL ? { welcomeUrl: env.FATHOM_WELCOME_URL } : {}),
      ...(sales ? { salesEmail: sales } : {}),
    },
  };
}

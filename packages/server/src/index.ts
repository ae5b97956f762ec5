export { HOSTINGS, loadConfig } from './config';
export type {
  BusinessInfo,
  ClientAddressSettings,
  ConfigDefaults,
  Env,
  Hosting,
  LogLevel,
  OfficeHours,
  RateLimit,
  ServerConfig,
  SmtpSettings,
} from './config';
export { createServer } from './server';
export type { BrokerServer, CloseOptions, MaintenanceSummary, ServerDependencies } from './server';
export type { ForgetOptions, ForgetSummary, PurgeSummary, StatusSummary } from './maintenance';
export { findSuppressions, normaliseEmail, normalisePhone } from './suppression';
export type { ContactPoints, Suppression, SuppressionChannel } from './suppression';
export type { SuppressionReport } from './admin';
export { signWebhook, verifyWebhook, WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_SECONDS } from './outbox/webhook';
export type { LeadWebhookBody } from './outbox/webhook';
export type { LeadRecord } from './store';
export type { Handler, HandlerRequest, HandlerResponse } from './http/types';
export { createLogger } from './logger';
export type { Logger, LogFields } from './logger';
export type { Database } from './db/database';
export { StoreUnavailableError } from './db/database';
export { openPglite, type PgliteWorker } from './db/pglite';
export { openPostgres } from './db/postgres';
export type { PostgresOptions } from './db/postgres';
export { assertSchemaCurrent, migrate, MIGRATIONS, pendingMigrations } from './db/migrations';
export { acquireLock, readLock, StoreBusyError } from './db/lock';
export type { DrainSummary, WaitingSummary } from './outbox/outbox';
export type { DrainReport } from './admin';
export { guardProcess } from './processGuard';
export { clientAddress } from './http/respond';
export {
  businessFromSiteConfig,
  nodeFunction,
  readHandlerRequest,
  readNodeBody,
  sendHandlerResponse,
  sharedServer,
  toHandlerRequest,
} from './adapters/node';
export type { NodeLikeRequest, NodeLikeResponse, SharedServerOptions, SiteConfigLike } from './adapters/node';
export { stopOnSignals } from './adapters/shutdown';
export type { StopOnSignalsOptions } from './adapters/shutdown';
export type { KnowledgeData } from './chat/knowledge/types';
export { redactSensitive } from './chat/redact';

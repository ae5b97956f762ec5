/**
 * Stand-ins for the systems around the server, for other packages' tests: a throw-away PostgreSQL
 * server, a recording CRM form endpoint and a recording SMTP server, all on loopback.
 */
export { startPostgres, type RunningPostgres } from './postgresServer';
export { startCrm, startSmtp, type ReceivedMail, type RecordedForm } from './localServers';

/**
 * How many months the site keeps a lead (with its consent record and deliveries) and a chat
 * conversation before the daily purge deletes it. The privacy policy states this figure
 * (`{{retentionMonths}}`) and the server's `LEAD_RETENTION_MONTHS` defaults to it: a deployment that
 * sets another value must publish a privacy policy that says so.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

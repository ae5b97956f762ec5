/**
 * How many months the site keeps a lead (with its consent record and deliveries) and a chat
 * conversation before the daily purge deletes it. The privacy policy states this figure
 * (`{{retentionMonths}}`) and the server's `LEAD_RETENTION_MONTHS` defaults to it: a deployment that
 * sets another value must publish a privacy policy that says so.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/**
 * How many years the minimal consent record (notice version, its SHA-256, the optional box, the
 * date) and a do-not-contact entry outlive the lead: telephone-marketing claims can be brought for
 * four years, and a do-not-contact request is honoured for five. The privacy policy states this
 * figure (`{{consentRecordYears}}`); the daily purge removes these records after it.
 */
export const CONSENT_RECORD_YEARS = 5;

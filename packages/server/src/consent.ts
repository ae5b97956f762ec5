import { createHash } from 'node:crypto';
import { consentNotice, consentText } from '@broker/core';
import type { ConsentRecord } from './store';

/**
 * The consent record of a lead: the exact words of the notice version the form showed (with the
 * business name the site shows), their SHA-256, the notice's language and the checkbox state. The
 * browser sends only the version; the words come from `@broker/core/consent`, never from the request.
 */
export function consentRecord(
  version: string | undefined,
  automatedContact: boolean,
  where: { companyName: string; page?: string; ipAddress?: string },
): ConsentRecord | undefined {
  const notice = version ? consentNotice(version) : undefined;
  if (!notice) return undefined;
  const text = consentText(notice, where.companyName);
  return {
    version: notice.version,
    text,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
    language: notice.language,
    automatedContact,
    page: where.page,
    ipAddress: where.ipAddress,
  };
}

/** A version in the right shape that was never published: refused like any invalid field. */
export function unpublishedConsent(version: string | undefined): boolean {
  return version !== undefined && consentNotice(version) === undefined;
}

import type { Language } from '@broker/core';
import { fillTemplate } from '@broker/core/text';
import type { ServerConfig } from '../config';
import { brokerText, miamiTime } from '../broker/present';
import { deliveryMessageId, type Deliverer } from './deliverers';
import { lazyTransport, smtpFailure } from './mail';
import type { LeadForDelivery } from './message';

/**
 * The e-mail telling the broker that deliveries of a lead failed for good. It names the lead id,
 * form, time and what failed, and says what to run: never the visitor's personal data, so it can
 * go to whoever looks after the website.
 */
function alertEmail(lead: LeadForDelivery, language: Language): { subject: string; text: string } {
  const t = brokerText(language);
  const a = t.alert;
  const dead = lead.deliveries.filter((d) => d.status === 'dead' && d.destination !== 'alert');
  const lines = [
    a.intro,
    '',
    `${t.fields.leadId}: ${lead.id}`,
    `${t.fields.form}: ${t.forms[lead.formType]}`,
    `${t.fields.received}: ${miamiTime(lead.createdAt, language)}`,
    '',
    `${a.failed}:`,
    ...dead.map(
      (d) =>
        `- ${fillTemplate(a.attempts, {
          destination: a.destinations[d.destination] ?? d.destination,
          kind: a.kinds[d.kind] ?? d.kind,
          attempts: d.attempts,
          status: d.lastStatus !== null ? String(d.lastStatus) : (d.lastError ?? a.noAnswer),
        })}`,
    ),
    '',
    a.next,
    '  npm run leads -- retry-dead',
    '',
    a.find,
    `  npm run --silent leads -- export --since ${lead.createdAt.slice(0, 10)}`,
  ];
  return { subject: fillTemplate(a.subject, { leadId: lead.id }), text: `${lines.join('\n')}\n` };
}

/** Sends the alert e-mail to `ALERT_EMAIL_TO` (else the lead inbox). */
export function alertDeliverer(config: ServerConfig['email'], language: Language): Deliverer {
  const transport = lazyTransport(config.smtp, config.timeoutMs);
  return {
    async deliver(lead) {
      const { subject, text } = alertEmail(lead, language);
      try {
        await (
          await transport.get()
        ).sendMail({
          from: config.from,
          to: config.alertTo,
          subject,
          text,
          messageId: deliveryMessageId(lead.id, 'alert', config.from),
          headers: { 'X-Lead-Id': lead.id },
        });
        return { ok: true };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

import { Fragment, type ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';

const LINK = /\[([^\]\n]{1,200})\]\(([^()\s]{1,500})\)/g;

const isSafeHref = (href: string) => /^(\/(?!\/)|https:\/\/|tel:|mailto:)/.test(href);

/**
 * A bot message as text. The assistant writes links as `[label](/path)`; those with a site path,
 * https, tel or mailto target become links, everything else stays literal text. Never HTML. Page
 * links (site and https) open in a new tab, so following one keeps the conversation open here.
 */
export function ChatMessageText({ text, opensInNewTab }: { text: string; opensInNewTab: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    const index = match.index ?? 0;
    if (!isSafeHref(href)) continue;
    parts.push(text.slice(last, index));
    const page = href.startsWith('https://') || href.startsWith('/');
    parts.push(
      <Link key={index} href={href} external={page} aria-label={page ? `${label} (${opensInNewTab})` : undefined}>
        {label}
      </Link>,
    );
    last = index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

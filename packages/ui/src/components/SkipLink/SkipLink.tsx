import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main content element. */
  targetId?: string;
  label: string;
}

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({ targetId = 'main-content', label }: SkipLinkProps) {
  return (
    <a className={skipLink} href={`#${targetId}`}>
      {label}
    </a>
  );
}

import * as React from 'react';
import { fillTemplate, type Language } from '@broker/core';
import { Accordion } from '@broker/ui/components/Accordion';
import { BlogCard, BlogGrid } from '@broker/ui/components/BlogCard';
import { CardGrid } from '@broker/ui/components/CardGrid';
import { FeatureCard, ProgramCard, TeamCard, TestimonialCard } from '@broker/ui/components/Card';
import { Section } from '@broker/ui/components/Section';
import { StepList } from '@broker/ui/components/StepList';
import type { ArticleCard } from '../content/pages';
import type { Block, FaqItem, Item, PageLink, Step, Teasers } from '../content/frontmatter';
import type { ProofItem, ReviewProfile } from '../content/proof';
import type { TeamMemberView } from '../content/team';
import type { TestimonialView } from '../content/testimonials';
import type { Cta } from './cta';
import { CtaButton } from './CtaButton';
import { monthYear } from './dates';
import { trackProgramClick } from './tracking';
import { useUiStrings } from '../lib/pageStrings';
import * as styles from '../templates/templates.css';
import { Scene } from './Scenes';

type Tone = 'default' | 'warm' | 'inverse';

/** A block of icon cards; items with a `to` become links to that page. */
export function IconCardsSection({
  block,
  columns,
  tone,
  after,
}: {
  block: Block<Item & { facts?: string[] } & Partial<PageLink>>;
  columns: 2 | 3 | 4;
  tone?: Tone;
  /** Shown under the cards, e.g. the worked example that discloses the cards' terms. */
  after?: React.ReactNode;
}) {
  const strings = useUiStrings();
  return (
    <Section heading={block.heading} lead={block.intro} tone={tone === 'default' ? undefined : tone}>
      <CardGrid columns={columns}>
        {block.items.map((item) =>
          item.href ? (
            <ProgramCard
              key={item.title}
              icon={item.icon}
              title={item.title}
              text={item.text}
              href={item.href}
              moreLabel={strings.sections.learnMore}
            />
          ) : (
            <FeatureCard
              key={item.title}
              icon={item.icon}
              title={item.title}
              text={item.text}
              facts={item.facts}
              tone={tone === 'warm' ? 'default' : 'surface'}
            />
          ),
        )}
      </CardGrid>
      {after}
    </Section>
  );
}

/** The alternative loan programs, each linking to its article; a click records program interest. */
export function ProgramsSection({
  block,
  language,
}: {
  block: Block<Item & PageLink & { program: string }>;
  language: Language;
}) {
  const strings = useUiStrings();
  return (
    <Section heading={block.heading} lead={block.intro}>
      <CardGrid columns={3}>
        {block.items.map((item) => (
          <ProgramCard
            key={item.program}
            icon={item.icon}
            title={item.title}
            text={item.text}
            href={item.href}
            moreLabel={strings.sections.learnMore}
            onClick={() => trackProgramClick(item.to, language)}
          />
        ))}
      </CardGrid>
    </Section>
  );
}

export function StepsSection({ block, tone }: { block: Block<Step>; tone?: Tone }) {
  return (
    <Section heading={block.heading} lead={block.intro} tone={tone === 'default' ? undefined : tone}>
      <StepList steps={block.items} />
    </Section>
  );
}

/**
 * Client reviews from content/reviews.json. Nothing renders without any; sample ones (development
 * builds only) come with the note that says so.
 */
export function TestimonialsSection({
  heading,
  sampleNote,
  translatedFrom,
  testimonials,
}: {
  heading: string;
  sampleNote: string;
  translatedFrom: string;
  testimonials: TestimonialView[];
}) {
  if (testimonials.length === 0) return null;
  const hasSamples = testimonials.some((t) => t.sample);
  return (
    <Section heading={heading} lead={hasSamples ? sampleNote : undefined} tone="warm">
      <CardGrid columns={3}>
        {testimonials.map((item) => (
          <TestimonialCard
            key={item.name}
            quote={item.quote}
            name={item.name}
            descriptor={item.translated ? `${item.descriptor} · ${translatedFrom}` : item.descriptor}
          />
        ))}
      </CardGrid>
    </Section>
  );
}

/** Questions and answers; an answer's `link` (e.g. to the page with the worked example) follows its text. */
export function FaqSection({ block }: { block: Block<FaqItem> }) {
  return (
    <Section heading={block.heading} width="prose" id="faq">
      <Accordion
        items={block.items.map((item) => ({
          question: item.question,
          answer: (
            <>
              <p>{item.answer}</p>
              {item.link ? (
                <p>
                  <a href={item.link.href}>{item.link.label}</a>
                </p>
              ) : null}
            </>
          ),
        }))}
      />
    </Section>
  );
}

/** Article teasers: title and excerpt come from the articles themselves. */
export function TeasersSection({
  teasers,
  articles,
  language,
}: {
  teasers: Teasers;
  articles: ArticleCard[];
  language: Language;
}) {
  const strings = useUiStrings();
  const cards = teasers.items
    .map((item) => articles.find((a) => a.key === item.to))
    .filter((a): a is ArticleCard => Boolean(a));
  return (
    <ArticleCardsSection
      heading={teasers.heading}
      articles={cards}
      readMore={strings.sections.readMore}
      columns={3}
      tone="warm"
      language={language}
    />
  );
}

export function ArticleCardsSection({
  heading,
  lead,
  articles,
  readMore,
  tone,
  language,
}: {
  heading: string;
  lead?: string;
  articles: ArticleCard[];
  readMore: string;
  columns: 2 | 3;
  tone?: Tone;
  language: Language;
}) {
  const strings = useUiStrings();
  return (
    <Section heading={heading} lead={lead} tone={tone === 'default' ? undefined : tone}>
      <BlogGrid>
        {articles.map((a) => (
          <BlogCard
            key={a.key}
            art={<Scene name={a.scene} />}
            icon={a.icon}
            category={a.category}
            title={a.title}
            excerpt={a.excerpt}
            href={a.path}
            readMore={readMore}
            details={`${monthYear(a.date, language)} · ${fillTemplate(strings.article.minRead, { count: a.readingMinutes })}`}
          />
        ))}
      </BlogGrid>
    </Section>
  );
}

export function PromiseSection({ heading, items }: { heading: string; items: string[] }) {
  return (
    <Section heading={heading} tone="warm" width="prose">
      <ul className={styles.checkList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** The team: each loan originator with their NMLS ID linked to their public record; absent with no one configured. */
export function TeamSection({
  copy,
  members,
}: {
  copy: { heading: string; sampleNote: string; sampleLabel: string };
  members: TeamMemberView[];
}) {
  const strings = useUiStrings();
  if (members.length === 0) return null;
  return (
    <Section heading={copy.heading} lead={members.some((m) => m.sample) ? copy.sampleNote : undefined}>
      <CardGrid columns={3}>
        {members.map((member) => (
          <TeamCard
            key={member.name}
            name={member.name}
            role={member.role}
            text={member.sample ? `${copy.sampleLabel} ${member.bio}` : member.bio}
            license={
              member.nmls && {
                text: `NMLS #${member.nmls.id}`,
                href: member.nmls.url,
                label: `NMLS #${member.nmls.id}, ${member.name}: ${strings.footer.consumerAccess} (${strings.footer.opensInNewTab})`,
              }
            }
          />
        ))}
      </CardGrid>
    </Section>
  );
}

/** The closing call to action on a navy band. */
export function ClosingSection({ heading, text, ctas }: { heading: string; text: string; ctas: Cta[] }) {
  return (
    <Section tone="inverse" align="center" heading={heading} lead={text}>
      <div className={styles.actions}>
        {ctas.map((cta, index) => (
          <CtaButton
            key={cta.label}
            cta={cta}
            tone="inverse"
            size="large"
            variant={index === 0 ? 'primary' : 'outline'}
          />
        ))}
      </div>
    </Section>
  );
}

/** The business's proof: each fact the broker configured, as a figure and what it counts; absent with none. */
/** The business's configured facts, then the links to its public review pages; nothing when neither is set. */
export function ProofSection({
  heading,
  items,
  reviewProfiles = [],
  reviewsOn,
}: {
  heading: string;
  items: ProofItem[];
  reviewProfiles?: readonly ReviewProfile[];
  reviewsOn: string;
}) {
  if (items.length === 0 && reviewProfiles.length === 0) return null;
  return (
    <Section heading={heading} tone="warm">
      {items.length > 0 ? (
        <dl className={styles.proofList}>
          {items.map((item) => (
            <div key={item.key} className={styles.proofItem} data-proof={item.key}>
              <dt className={styles.proofLabel}>{item.label}</dt>
              <dd className={styles.proofValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {reviewProfiles.length > 0 ? (
        <p className={styles.reviewProfiles}>
          {reviewsOn}{' '}
          {reviewProfiles.map((profile, index) => (
            <React.Fragment key={profile.url}>
              {index > 0 ? ' · ' : null}
              <a href={profile.url} rel="noopener noreferrer">
                {profile.site}
              </a>
            </React.Fragment>
          ))}
        </p>
      ) : null}
    </Section>
  );
}

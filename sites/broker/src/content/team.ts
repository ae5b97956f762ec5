import type { Language } from '@broker/core';
import { nmlsConsumerAccessUrl, type Bilingual, type TeamMember } from '../../site.config';
import teamFile from '../../content/team.json';

/** A person as `content/team.json` holds them: the editor leaves out an empty NMLS ID and an unticked sample box. */
interface TeamEntry {
  name: string;
  sample?: boolean;
  nmls?: string | null;
  role: Bilingual;
  bio: Bilingual;
}

/** The team as the site reads it from its data file. */
export function readTeam(entries: readonly TeamEntry[]): TeamMember[] {
  return entries.map(({ name, sample, nmls, role, bio }) => ({
    ...(sample ? { sample: true as const } : {}),
    name,
    role,
    bio,
    nmls: nmls?.trim() ? nmls.trim() : null,
  }));
}

/**
 * The team on the About page, in the order shown: `content/team.json` ("Team" in the content editor).
 * Replace the sample profiles with the real team, or leave the list empty: with no one there the
 * section is left out, never filled with samples. Only the build reads it (the browser bundle never
 * carries it).
 */
export const team: readonly TeamMember[] = readTeam(teamFile.members);

/** A team member as the About page shows them, in one language. */
export interface TeamMemberView {
  name: string;
  role: string;
  bio: string;
  sample: boolean;
  /** The loan originator's NMLS ID and their record on NMLS Consumer Access. */
  nmls?: { id: string; url: string };
}

const NMLS_ID = /^\d{1,8}$/;

/** The team in one language, each loan originator with the link to their own NMLS record. */
export function teamFor(team: readonly TeamMember[], language: Language): TeamMemberView[] {
  return team.map((member) => ({
    name: member.name,
    role: member.role[language],
    bio: member.bio[language],
    sample: member.sample === true,
    ...(member.nmls ? { nmls: { id: member.nmls, url: nmlsConsumerAccessUrl(member.nmls, 'INDIVIDUAL') } } : {}),
  }));
}

/** Entries of the team a build cannot show, one line each naming the person: an NMLS ID that is not digits. */
export function teamProblems(team: readonly TeamMember[]): string[] {
  return team
    .filter((member) => member.nmls !== null && !NMLS_ID.test(member.nmls))
    .map((member) => `team: ${member.name}'s NMLS ID must be digits only (got ${JSON.stringify(member.nmls)})`);
}

/** The sample profiles still in the team, one line each for the go-live gate. */
export function sampleTeamMembers(team: readonly TeamMember[]): string[] {
  return team
    .filter((member) => member.sample)
    .map((member) => `team: "${member.name}" is a sample profile (replace it with a real one, or remove it)`);
}

/**
 * The team a page of the home may show: in production only real people; in development the
 * sample profiles too (labeled), as with sample reviews, so the section can be designed first.
 */
export function publishableTeam(team: readonly TeamMember[], mode: 'production' | 'development'): TeamMember[] {
  return team.filter((member) => !member.sample || mode === 'development');
}

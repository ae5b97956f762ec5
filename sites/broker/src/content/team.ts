import type { Language } from '@broker/core';
import { nmlsConsumerAccessUrl, type TeamMember } from '../../site.config';

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

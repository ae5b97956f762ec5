import type { TeamMember } from '../../site.config';
import { publishableTeam, readTeam, sampleTeamMembers, team, teamFor, teamProblems } from './team';

const originator: TeamMember = {
  name: 'Lucía Ferrer',
  nmls: '1987654',
  role: { en: 'Mortgage Loan Originator', es: 'Oficial de préstamos' },
  bio: { en: 'Works with first-time buyers.', es: 'Trabaja con compradores primerizos.' },
};
const processor: TeamMember = {
  name: 'Marcos Vidal',
  nmls: null,
  role: { en: 'Loan Processor', es: 'Procesador de préstamos' },
  bio: { en: 'Keeps files moving.', es: 'Mantiene los expedientes en marcha.' },
};

describe('teamFor', () => {
  it('gives each loan originator their NMLS ID and their own record on NMLS Consumer Access', () => {
    expect(teamFor([originator, processor], 'es')).toEqual([
      {
        name: 'Lucía Ferrer',
        role: 'Oficial de préstamos',
        bio: 'Trabaja con compradores primerizos.',
        sample: false,
        nmls: { id: '1987654', url: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/INDIVIDUAL/1987654' },
      },
      {
        name: 'Marcos Vidal',
        role: 'Procesador de préstamos',
        bio: 'Mantiene los expedientes en marcha.',
        sample: false,
      },
    ]);
  });

  it('shows no one when no one is configured', () => {
    expect(teamFor([], 'en')).toEqual([]);
  });
});

describe('the go-live checks of the team', () => {
  it('names every sample profile of the shipped configuration', () => {
    expect(sampleTeamMembers(team)).toEqual([
      'team: "Ana Castillo" is a sample profile (replace it with a real one, or remove it)',
      'team: "Daniel Ruiz" is a sample profile (replace it with a real one, or remove it)',
      'team: "Patricia Gómez" is a sample profile (replace it with a real one, or remove it)',
    ]);
    expect(sampleTeamMembers([originator, processor])).toEqual([]);
  });

  it('refuses an NMLS ID that is not digits', () => {
    expect(teamProblems([originator, processor, ...team])).toEqual([]);
    expect(teamProblems([{ ...originator, nmls: 'NMLS 1987654' }])).toEqual([
      `team: Lucía Ferrer's NMLS ID must be digits only (got "NMLS 1987654")`,
    ]);
  });
});

describe('readTeam', () => {
  it('reads a person as the content editor saves them: no NMLS ID and no sample box when left empty', () => {
    const role = { en: 'Loan Processor', es: 'Procesador de préstamos' };
    const bio = { en: 'Keeps files moving.', es: 'Mantiene los expedientes en marcha.' };
    expect(
      readTeam([
        { name: 'Marcos Vidal', role, bio },
        { name: 'Lucía Ferrer', sample: false, nmls: ' 1987654 ', role, bio },
        { name: 'Ana Castillo', sample: true, nmls: '', role, bio },
      ]),
    ).toEqual([
      { name: 'Marcos Vidal', role, bio, nmls: null },
      { name: 'Lucía Ferrer', role, bio, nmls: '1987654' },
      { name: 'Ana Castillo', sample: true, role, bio, nmls: null },
    ]);
  });
});

describe('publishableTeam', () => {
  const sample: TeamMember = { ...originator, name: 'Ana Sample', sample: true };

  it('never lets a sample profile into a production build, as with sample reviews', () => {
    expect(publishableTeam([sample, originator, processor], 'production')).toEqual([originator, processor]);
  });

  it('keeps the samples in development, where they are labeled', () => {
    expect(publishableTeam([sample, originator], 'development')).toEqual([sample, originator]);
  });
});

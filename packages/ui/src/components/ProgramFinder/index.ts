export { ProgramFinder } from './ProgramFinder';
export type { ProgramFinderOption, ProgramFinderProps } from './ProgramFinder';

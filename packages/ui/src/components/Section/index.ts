export { Section, SECTION_TONES } from './Section';
export type { SectionProps, SectionTone } from './Section';

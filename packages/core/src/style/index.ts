export { SPANISH_RULES, spanishStyleIssues, type StyleIssue, type StyleRule } from './spanishStyle';
export { britishSpellings } from './usEnglish';

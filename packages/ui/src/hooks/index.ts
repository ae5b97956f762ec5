export { useDisclosure } from './useDisclosure';
export type { UseDisclosureOptions } from './useDisclosure';
export { useScrolledPast } from './useScrolledPast';
export { useFittingLayout } from './useFittingLayout';
export { useEscapeKey } from './useEscapeKey';
export { useRevealOnScroll } from './useRevealOnScroll';
export { useSubmission } from './useSubmission';
export type { FormDelivery, FormOutcome, SubmissionPhase } from './useSubmission';

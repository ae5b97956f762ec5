export {
  trackAdLead,
  trackCalculatorUse,
  trackChatEvent,
  trackConversion,
  trackFormSuccess,
  trackJourney,
  trackLead,
  trackProgramInterest,
} from './track';
export type { ConversionEvent, JourneyEvent, LeadEvent } from './track';
export { CHAT_EVENTS, CONVERSION_VALUES, CURRENCY, JOURNEY_STEPS, LEAD_EVENTS, LEAD_FORMS } from './events';
export type { ChatEvent, JourneyStep, LeadForm } from './events';

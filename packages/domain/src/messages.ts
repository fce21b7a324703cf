import { messages } from '@guidepass/texts/en/messages';

// The texts live in @guidepass/texts (by area, English first); importers keep reading them here, with the rules on them
// (message-rules.ts).
export { messages };
export { providerSignInOutcome, providerSignInOutcomes, reportsSuccess, successMessages } from './message-rules.ts';

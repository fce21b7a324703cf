import { messages } from '@guidepass/texts/en/messages';

// The texts live in @guidepass/texts (by area, English first); importers keep reading them here.
export { messages };

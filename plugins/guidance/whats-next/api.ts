/** PID_WHATS_NEXT (spec 000 §3): what the active node needs next, computed from its real state. */

export const WHATS_NEXT_PROPERTY = 'PID_WHATS_NEXT';
/** Spec 000 §7: local storage keeps whether the card is minimised, as true or false. */
export const SUGGESTIONS_MINIMISED_KEY = 'suggestionsMinimised';
export const WHATS_NEXT_FAILED = 'Unable to retrieve whatsnext information';
/** A licence limit counts as near from this share of it on. */
export const LICENCE_NEAR = 0.8;

export type WhatsNextType = 'action' | 'alert' | 'info';
export interface WhatsNextSuggestion {
  id: string;
  notificationType: WhatsNextType;
  header: string;
  description: string;
  buttonText: string;
  /** A console address; the button opens it. */
  buttonLink: string;
  /** When set, the button runs this control command (PUT /database/control) instead, e.g. a scan of a collector. */
  command?: { objectId: string; commandId: 'scan' };
}
export interface WhatsNextAnswer {
  suggestions: WhatsNextSuggestion[];
}

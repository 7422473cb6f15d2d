// What finding and erasing a person's data shows: its texts, the query, and the api's answers.
import type { StaffLeadSource, StaffLeadStatus } from '../../common/staffTools';

export type StaffPersonTexts = {
  /** The page's heading, e.g. 'Gegevens van een persoon'. */
  title: string;
  intro: string;
  emailLabel: string;
  phoneLabel: string;
  phoneHint: string;
  /** Neither field filled in. */
  required: string;
  search: string;
  searching: string;
  resultTitle: string;
  nothingFound: string;
  /** {leads} and {feedback}: how many of each were found. */
  foundSummary: string;
  leadsTitle: string;
  received: string;
  status: string;
  source: string;
  email: string;
  phone: string;
  message: string;
  /**
   * Where the lead's visit came from: the label ('Herkomst') and the parts of its value, each
   * with `{value}`: the landing route, the source, the medium, the campaign, the referrer.
   */
  visit: { label: string; landing: string; source: string; medium: string; campaign: string; referrer: string };
  notes: string;
  noNotes: string;
  /** {count}: the messages of the chat before the hand-over. */
  conversation: string;
  /** {count}: the lead's notifications to the agency. */
  notifications: string;
  feedbackTitle: string;
  question: string;
  answer: string;
  statuses: Record<StaffLeadStatus, string>;
  sources: Record<StaffLeadSource, string>;
  nameless: string;
  /** The button under what was found, e.g. 'Gegevens wissen'. */
  erase: string;
  confirmTitle: string;
  confirmIntro: string;
  /** The checkbox that confirms, e.g. 'Ja, wis deze gegevens definitief'. */
  confirmLabel: string;
  confirmRequired: string;
  confirmErase: string;
  erasing: string;
  cancel: string;
  /** After erasing: {leads}, {notes} and {feedback}, how many were erased. */
  erased: string;
  again: string;
};

/** Whom to look for, as typed (the api reads the number as the lead forms do). */
export type StaffPersonQuery = { email?: string; phone?: string };

/** Everything stored about a person, as the api gives it. */
export type StaffPersonFound = {
  leads: {
    id: string;
    name: string | null;
    source: StaffLeadSource;
    createdAt: string;
    status: StaffLeadStatus;
    email: string | null;
    phone: string | null;
    message: string | null;
    /** Where the visit that made the lead came from, or null. */
    visit: {
      landing: string;
      referrerHost: string | null;
      source: string;
      medium: string | null;
      campaign: string | null;
    } | null;
    notes: { id: string; text: string; createdAt: string }[];
    conversationMessages: number;
    notifications: number;
  }[];
  feedback: { id: string; question: string; answer: string; createdAt: string }[];
};

/** What was erased, as the api gives it: ids and rows per table. */
export type StaffPersonErased = { leadIds: string[]; feedbackIds: string[]; counts: Record<string, number> };

/** Where the erasure is: searching, showing what was found, asking to confirm, or done. */
export type PersonStage =
  | { step: 'search' }
  | { step: 'found'; query: StaffPersonQuery; found: StaffPersonFound }
  | { step: 'confirm'; query: StaffPersonQuery; found: StaffPersonFound }
  | { step: 'erased'; erased: StaffPersonErased };

import { promises } from '@agency/content';
import type { LeadNotice } from '../../data/leadRepository';
import { leadVisitOf } from '../../data/leadVisit';
import type { ConversationMessage, LeadSource } from '../../../../shared/data/schema';

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export interface LeadMessage {
  subject: string;
  text: string;
}

/** Where the lead was made, in the agency's words. */
const SOURCE_LABELS: Record<LeadSource, string> = {
  'callback-dialog': 'de knop "Bel me terug" op de website',
  'contact-form': 'het contactformulier',
  chat: 'de chat met de AI-assistent op de website',
};

/** The transcript in a notification stays readable in a mail client and fits a Slack/Teams message. */
export const TRANSCRIPT_LIMITS = {
  /** Characters of the whole transcript; older messages are left out first. */
  totalChars: 6000,
  /** Characters of one message; the rest is cut off. */
  messageChars: 1000,
} as const;

const SPEAKERS = { user: 'Bezoeker', assistant: 'Assistent' } as const;

/**
 * One message as transcript lines: "Bezoeker: …" / "Assistent: …", its further lines
 * indented, cut at `messageChars`. Angle brackets become ‹ › so text from the browser
 * cannot become a mention or a link in Slack (`<!channel>`, `<https://…|…>`).
 */
function transcriptEntry(message: ConversationMessage): string {
  const content = message.content.trim().replace(/</g, '‹').replace(/>/g, '›');
  const cut =
    content.length > TRANSCRIPT_LIMITS.messageChars
      ? `${content.slice(0, TRANSCRIPT_LIMITS.messageChars).trimEnd()} … (ingekort)`
      : content;
  const [first, ...more] = cut.split(/\r?\n/);
  return [`${SPEAKERS[message.role]}: ${first}`, ...more.map((line) => (line.trim() === '' ? '' : `  ${line}`))].join(
    '\n',
  );
}

/**
 * The conversation as a readable transcript, at most `totalChars` long: the newest messages
 * (those that led to the request) are kept, older ones are counted as left out.
 */
export function composeTranscript(conversation: readonly ConversationMessage[]): string[] {
  const kept: string[] = [];
  let used = 0;
  for (let i = conversation.length - 1; i >= 0; i -= 1) {
    const entry = transcriptEntry(conversation[i]!);
    if (used + entry.length > TRANSCRIPT_LIMITS.totalChars && kept.length > 0) break;
    kept.unshift(entry);
    used += entry.length + 1;
  }
  const left = conversation.length - kept.length;
  return [...(left > 0 ? [`(${left} eerdere bericht${left === 1 ? '' : 'en'} weggelaten)`] : []), ...kept];
}

/**
 * Where the visit that made the lead came from, on one line: "Herkomst: binnengekomen op
 * /wordpress, bron google, medium cpc, campagne najaar, verwijzer google.com" (what it came
 * without is left out); null for a lead without a visit. Its values are a site route, a host
 * name and UTM values of a closed set of characters: nothing Slack reads as markup.
 */
export function visitLine(lead: LeadNotice): string | null {
  const visit = leadVisitOf(lead);
  if (!visit) return null;
  const parts = [
    `binnengekomen op ${visit.landing}`,
    `bron ${visit.source}`,
    ...(visit.medium ? [`medium ${visit.medium}`] : []),
    ...(visit.campaign ? [`campagne ${visit.campaign}`] : []),
    ...(visit.referrerHost ? [`verwijzer ${visit.referrerHost}`] : []),
  ];
  return `Herkomst: ${parts.join(', ')}`;
}

/** The Dutch notification the agency receives for a new lead, as plain text. */
export function composeLeadMessage(lead: LeadNotice): LeadMessage {
  const when = dateFormat.format(new Date(lead.created_at));
  const { source } = lead;
  const lines: string[] = [];
  let subject: string;
  if (lead.kind === 'callback') {
    const fromChat = source === 'chat';
    subject = `Nieuw terugbelverzoek${fromChat ? ' uit de chat' : ''}${lead.name ? ` van ${lead.name}` : ''}`;
    lines.push(
      `Er is een nieuw terugbelverzoek binnengekomen via ${fromChat ? 'de chat op de website' : 'de website'}.`,
      '',
    );
    lines.push(`Telefoonnummer: ${lead.phone ?? '-'}`);
    // Left in a live chat, an e-mail address may stand in for the number.
    if (lead.email) lines.push(`E-mail: ${lead.email}`);
    lines.push(`Naam: ${lead.name ?? '(niet ingevuld)'}`);
  } else {
    subject = `Nieuwe projectaanvraag van ${lead.name ?? 'onbekend'}`;
    lines.push('Er is een nieuwe projectaanvraag binnengekomen via het contactformulier.', '');
    lines.push(`Naam: ${lead.name ?? '-'}`);
    lines.push(`E-mail: ${lead.email ?? '-'}`);
    lines.push(`Telefoon: ${lead.phone ?? '(niet ingevuld)'}`);
    lines.push('', 'Bericht:', lead.message ?? '');
  }
  lines.push('', `Bron: ${SOURCE_LABELS[source]}`);
  const visit = visitLine(lead);
  if (visit) lines.push(visit);
  const conversation = lead.conversation ?? [];
  if (conversation.length > 0) {
    const count = `${conversation.length} bericht${conversation.length === 1 ? '' : 'en'}`;
    lines.push('', `Gesprek in de chat (${count}):`, ...composeTranscript(conversation));
  }
  lines.push('', `Ontvangen: ${when}`, `Referentie: ${lead.id}`, '');
  lines.push(`Denk aan onze belofte: binnen ${promises.contactWithinHours} uur contact opnemen.`);
  return { subject, text: lines.join('\n') };
}

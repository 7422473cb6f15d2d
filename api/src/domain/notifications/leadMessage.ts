import { promises } from '@agency/content';
import type { Lead } from '../../data/leadRepository';

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export interface LeadMessage {
  subject: string;
  text: string;
}

/** The Dutch notification the agency receives for a new lead, as plain text. */
export function composeLeadMessage(lead: Lead): LeadMessage {
  const when = dateFormat.format(new Date(lead.created_at));
  const lines: string[] = [];
  let subject: string;
  if (lead.kind === 'callback') {
    subject = `Nieuw terugbelverzoek${lead.name ? ` van ${lead.name}` : ''}`;
    lines.push('Er is een nieuw terugbelverzoek binnengekomen via de website.', '');
    lines.push(`Telefoonnummer: ${lead.phone ?? '-'}`);
    lines.push(`Naam: ${lead.name ?? '(niet ingevuld)'}`);
  } else {
    subject = `Nieuwe projectaanvraag van ${lead.name ?? 'onbekend'}`;
    lines.push('Er is een nieuwe projectaanvraag binnengekomen via het contactformulier.', '');
    lines.push(`Naam: ${lead.name ?? '-'}`);
    lines.push(`E-mail: ${lead.email ?? '-'}`);
    lines.push(`Telefoon: ${lead.phone ?? '(niet ingevuld)'}`);
    lines.push('', 'Bericht:', lead.message ?? '');
  }
  lines.push('', `Ontvangen: ${when}`, `Referentie: ${lead.id}`, '');
  lines.push(`Denk aan onze belofte: binnen ${promises.contactWithinHours} uur contact opnemen.`);
  return { subject, text: lines.join('\n') };
}

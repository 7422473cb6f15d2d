import { describe, expect, it } from 'vitest';
import { deploymentFacts } from './deployment';
import { privacyPage, type RichText } from './pages/privacy';

/** The words of a run of text as a reader sees them, links included. */
const plain = (text: RichText) => text.map((part) => (typeof part === 'string' ? part : part.label)).join('');

/** Every text of a section: its paragraphs, list items and table cells. */
function sectionText(id: string, days = 365): string {
  const section = privacyPage(deploymentFacts({ LEADS_RETENTION_DAYS: String(days) })).sections.find(
    (candidate) => candidate.id === id,
  );
  if (!section) throw new Error(`no section ${id}`);
  return section.blocks
    .map((block) => {
      if (block.kind === 'paragraph') return plain(block.text);
      if (block.kind === 'list') return block.items.map(plain).join('\n');
      return block.rows.map((row) => row.join('\n')).join('\n');
    })
    .join('\n');
}

describe('the privacy statement on what the chat counts', () => {
  it('when the chat is described, then it says that questions are counted per day and topic, answered or not, without the question, IP address or anything identifying', () => {
    const what = sectionText('gegevens');
    expect(what).toContain(
      'We tellen alleen per dag en per onderwerp hoeveel vragen er zijn gesteld en hoeveel de assistent niet kon beantwoorden',
    );
    expect(what).toContain(
      'Daarbij bewaren we niet de vraag zelf, niet je IP-adres en niets anders waaraan we jou kunnen herkennen.',
    );
  });

  it('when the retention period is stated, then the counts are kept as long as the leads', () => {
    expect(sectionText('bewaren', 90)).toContain('We bewaren je terugbelverzoek of aanvraag 3 maanden.');
    expect(sectionText('bewaren', 90)).toContain('de tellingen van chatvragen bewaren we even lang');
  });
});

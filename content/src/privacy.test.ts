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

describe('the privacy statement on a colleague in the chat', () => {
  const row = () => {
    const table = privacyPage(deploymentFacts({}))
      .sections.find((section) => section.id === 'gegevens')!
      .blocks.find((block) => block.kind === 'table');
    return table?.kind === 'table' ? table.rows.find((cells) => cells[0] === '"Chat met een collega"') : undefined;
  };

  it('when a colleague may ask for contact details, then the row no longer says they are never asked, and says what is kept and why', () => {
    const [, what, why, basis] = row()!;
    expect(what).not.toContain('vragen we niet');
    expect(what).toContain(
      'Vraagt de collega om je contactgegevens en laat je die achter, dan ook je telefoonnummer of e-mailadres en, als je die invult, je naam.',
    );
    expect(why).toContain('dan wordt het gesprek een aanvraag');
    expect(why).toContain('bij je eerdere aanvraag met hetzelfde e-mailadres of telefoonnummer');
    expect(basis).toContain('artikel 6 lid 1 b');
  });

  it('when the retention period is stated, then a chat is kept as long as a request, with everything that belongs to it', () => {
    expect(sectionText('bewaren', 90)).toContain('Een chat met een collega bewaren we even lang');
    expect(sectionText('bewaren', 90)).toContain('samen met alles wat erbij hoort, zoals een chatgesprek');
  });
});

describe('the privacy statement on counting visits', () => {
  const facts = (env: Record<string, string>) => privacyPage(deploymentFacts(env));

  it('when visits are counted, then the table of processing has the row: what, why, how long, and why no consent is asked', () => {
    const table = facts({ ANALYTICS_RAW_DAYS: '7' })
      .sections.find((section) => section.id === 'gegevens')!
      .blocks.find((block) => block.kind === 'table');
    const row = table?.kind === 'table' ? table.rows.find((cells) => cells[0] === 'Bezoeken tellen') : undefined;
    expect(row).toBeDefined();
    const [, what, why, basis] = row!;
    expect(what).toContain('Je IP-adres en je browser zelf schrijven we niet weg.');
    expect(what).toContain('om middernacht worden de sleutel en de codes van die dag gewist');
    expect(why).toContain('Losse paginabezoeken (afgerond op het uur) bewaren we 1 week');
    expect(why).toContain('artikel 11.7a Telecommunicatiewet');
    expect(basis).toContain('artikel 6 lid 1 f');
  });

  it('when ANALYTICS_RAW_DAYS is set, then the statement states that period; unset, 1 month', () => {
    expect(sectionText('bewaren')).toContain('Losse paginabezoeken bewaren we 1 maand');
    expect(
      privacyPage(deploymentFacts({ ANALYTICS_RAW_DAYS: '90' }))
        .sections.find((section) => section.id === 'bewaren')!
        .blocks.map((block) => (block.kind === 'paragraph' ? plain(block.text) : ''))
        .join(''),
    ).toContain('Losse paginabezoeken bewaren we 3 maanden');
  });
});

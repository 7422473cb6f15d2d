// The promised hours are written once, in @agency/content's facts: the assistant and the
// agency's notification say whatever number is there. Run here with other numbers.
import type * as Facts from '@agency/content/facts';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@agency/content/facts', async (importOriginal) => ({
  ...(await importOriginal<typeof Facts>()),
  promises: { freeDesignHours: 72, contactWithinHours: 12 },
}));

const { answer } = await import('../src/features/chat/domain/embedded/assistant');
const { composeLeadMessage } = await import('../src/features/leads/domain/notifications/leadMessage');

const ask = (question: string) => answer([{ role: 'user', content: question }]).text;

describe('the promises in the assistant and the notification', () => {
  it('when the promises are 72 and 12 hours, then the assistant answers with those numbers', () => {
    const questions = {
      'Is het ontwerp echt gratis?': '72 uur',
      'Hoe snel nemen jullie contact met me op?': '12 uur',
      'Wat gebeurt er nadat ik een aanvraag heb gedaan?': '12 uur',
      'Welke garanties geven jullie?': '72 uur',
      Hoi: '72 uur',
      'Kan ik iemand spreken?': '12 uur',
    };
    for (const [question, promise] of Object.entries(questions)) {
      const reply = ask(question);
      expect(reply, question).toContain(promise);
      expect(reply, question).not.toMatch(/\b(48|24) uur/);
    }
  });

  it('when the contact promise is 12 hours, then the agency is reminded of 12 hours', () => {
    const message = composeLeadMessage({
      id: 'lead-1',
      kind: 'callback',
      name: 'Sanne',
      email: null,
      phone: '+31612345678',
      message: null,
      created_at: '2026-11-23T09:00:00.000Z',
      idempotency_key: null,
      request_hash: null,
      source: 'callback-dialog',
      visit_landing: null,
      visit_referrer_host: null,
      visit_source: null,
      visit_medium: null,
      visit_campaign: null,
    });
    expect(message.text).toContain('binnen 12 uur contact opnemen');
  });
});

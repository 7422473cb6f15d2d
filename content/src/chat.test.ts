import { describe, expect, it } from 'vitest';
import { agency, assistantPassageTexts, assistantReplies, chatCallbackTexts, promises } from './index';

describe("the assistant's own texts", () => {
  it("when the assistant hands a visitor over or knows no answer, then it names the chat's call-back button", () => {
    const button = `"${chatCallbackTexts.open}"`;
    for (const text of [assistantReplies.callback, assistantReplies.notFound, assistantReplies.callToAction]) {
      expect(text).toContain(button);
    }
  });

  it('when the assistant states a promise, then it says the number of the facts', () => {
    expect(assistantReplies.callback).toContain(`binnen ${promises.contactWithinHours} uur`);
    expect(assistantReplies.greeting).toContain(`binnen ${promises.freeDesignHours} uur`);
    expect(assistantPassageTexts.contact).toContain(`binnen ${promises.contactWithinHours} uur`);
    expect(assistantPassageTexts.delivery).toContain(`binnen ${promises.freeDesignHours} uur`);
  });

  it("when the assistant gives the contact details, then they are the agency's", () => {
    expect(assistantReplies.contactDetails).toContain(agency.email);
    expect(assistantReplies.contactDetails).toContain(agency.phone.display);
    expect(assistantReplies.notFound).toContain(assistantReplies.contactDetails);
  });

  it('when an answer links to its page, then the link is its last words', () => {
    expect(assistantReplies.readMore('[FAQ](/faq)')).toMatch(/^Meer lezen: \[FAQ\]\(\/faq\)$/);
  });

  it('when the content has no WooCommerce offer, then the webshop answer names only Shopify', () => {
    const both = assistantPassageTexts.webshops(
      { name: 'Shopify E-commerce', summary: 'Een webshop.' },
      'In WordPress.',
    );
    const shopifyOnly = assistantPassageTexts.webshops({ name: 'Shopify E-commerce', summary: 'Een webshop.' });
    expect(both).toContain('WooCommerce');
    expect(shopifyOnly).not.toContain('WooCommerce');
    expect(shopifyOnly).not.toMatch(/\s{2}/);
  });
});

import { Accordion } from '@agency/ui/Accordion';
import { Section } from '@agency/ui/Layout';
import { faq, faqPage } from '@agency/content';
import { CallToAction } from './parts/CallToAction';
import { PageIntro } from './parts/PageIntro';

const items = faq.map((item, index) => ({
  id: `vraag-${index + 1}`,
  title: item.question,
  content: <p>{item.answer}</p>,
}));

export default function FaqPage() {
  return (
    <>
      <PageIntro eyebrow={faqPage.eyebrow} title={faqPage.title} intro={faqPage.intro} height="content" />
      <Section tone="surface" aria-label={faqPage.listLabel}>
        <Accordion items={items} headingLevel={2} />
      </Section>
      <CallToAction {...faqPage.callToAction} />
    </>
  );
}

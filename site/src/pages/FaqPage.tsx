import { Accordion } from '@agency/ui/Accordion';
import { Section } from '@agency/ui/Layout';
import { faq } from '@agency/content';
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
      <PageIntro
        eyebrow="FAQ"
        title="Veelgestelde vragen"
        intro="Alles wat ondernemers ons het vaakst vragen over het gratis ontwerp, de kosten, de levertijd en wat er na de lancering gebeurt."
      />
      <Section tone="surface" aria-label="Vragen en antwoorden">
        <Accordion items={items} headingLevel={2} />
      </Section>
      <CallToAction
        title="Staat je vraag er niet tussen?"
        text="Stel hem gerust. We nemen binnen 24 uur contact met je op, of je vraagt meteen een gratis ontwerp aan."
        action="Neem contact op"
      />
    </>
  );
}

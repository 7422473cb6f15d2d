import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ServiceCard } from '@agency/ui/ServiceCard';
import { promises, services } from '@agency/content';
import { serviceIcons, serviceShortNames } from './home/serviceLabels';
import { CallToAction } from './parts/CallToAction';
import { CardGrid } from './parts/CardGrid';
import { PageIntro } from './parts/PageIntro';

export default function ServicesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Diensten"
        title="Onze diensten"
        intro="Een website die je zelf bijhoudt, een webshop die verkoopt of een platform dat precies past bij hoe jij werkt. Kies wat bij je bedrijf past; we denken graag met je mee."
      />
      <Section tone="surface" aria-labelledby="aanbod">
        <SectionHeading
          eyebrow="Wat we bouwen"
          title="Drie manieren om online te groeien"
          headingId="aanbod"
          intro="Elke dienst begint met een gratis ontwerp, zodat je eerst ziet wat je krijgt."
        />
        <CardGrid columns={3}>
          {services.map((service) => (
            <ServiceCard
              key={service.slug}
              icon={<Icon name={serviceIcons[service.slug]} />}
              title={service.name}
              description={service.summary}
              features={service.features.map((feature) => feature.title)}
              link={{ href: service.path, label: `Alles over ${serviceShortNames[service.slug]}` }}
            />
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title={`Gratis ontwerp binnen ${promises.freeDesignHours} uur`}
        text={`Vertel ons wat je nodig hebt. Binnen ${promises.freeDesignHours} uur krijg je een gratis ontwerp, geheel vrijblijvend. Pas daarna beslis je.`}
        action="Vraag je gratis ontwerp aan"
      />
    </>
  );
}

import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ServiceCard } from '@agency/ui/ServiceCard';
import { serviceSummaries } from '@agency/content';
import { CardGrid, SectionFooter } from '../parts/CardGrid';
import { serviceIcons, serviceShortNames } from './serviceLabels';

export function WhatWeDo() {
  return (
    <Section tone="surface" aria-labelledby="wat-wij-doen">
      <SectionHeading
        eyebrow="Diensten"
        title="Wat wij doen"
        headingId="wat-wij-doen"
        intro="Van een website die je zelf bijhoudt tot een webshop die verkoopt of software op maat: we bouwen wat jouw bedrijf verder helpt."
      />
      <CardGrid columns={3}>
        {serviceSummaries.map((service) => (
          <ServiceCard
            key={service.slug}
            icon={<Icon name={serviceIcons[service.slug]} />}
            title={service.name}
            description={service.tagline}
            features={service.homePoints}
            link={{ href: service.path, label: `Meer over ${serviceShortNames[service.slug]}` }}
          />
        ))}
      </CardGrid>
      <SectionFooter>
        <Button href="/contact" variant="primary" endIcon={<Icon name="arrow-right" />}>
          Bespreek je project met ons
        </Button>
      </SectionFooter>
    </Section>
  );
}

import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ServiceCard } from '@agency/ui/ServiceCard';
import { homePage, serviceSummaries } from '@agency/content';
import { CardGrid, SectionFooter } from '../parts/CardGrid';
import { serviceIcons } from './serviceLabels';

const copy = homePage.whatWeDo;

export function WhatWeDo() {
  return (
    <Section tone="surface" aria-labelledby="wat-wij-doen">
      <SectionHeading eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} headingId="wat-wij-doen" />
      <CardGrid columns={3}>
        {serviceSummaries.map((service) => (
          <ServiceCard
            key={service.slug}
            icon={<Icon name={serviceIcons[service.slug]} />}
            title={service.name}
            description={service.tagline}
            features={service.homePoints}
            link={{ href: service.path, label: `${copy.serviceLink} ${service.shortName}` }}
          />
        ))}
      </CardGrid>
      <SectionFooter>
        <Button href="/contact" variant="primary" endIcon={<Icon name="arrow-right" />}>
          {copy.action}
        </Button>
      </SectionFooter>
    </Section>
  );
}

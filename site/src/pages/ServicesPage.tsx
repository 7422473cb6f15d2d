import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ServiceCard } from '@agency/ui/ServiceCard';
import { services, servicesPage } from '@agency/content';
import { serviceIcons } from './home/serviceLabels';
import { CallToAction } from './parts/CallToAction';
import { CardGrid } from './parts/CardGrid';
import { PageIntro } from './parts/PageIntro';

export default function ServicesPage() {
  return (
    <>
      <PageIntro eyebrow={servicesPage.eyebrow} title={servicesPage.title} intro={servicesPage.intro} />
      <Section tone="surface" aria-labelledby="aanbod">
        <SectionHeading {...servicesPage.offer} headingId="aanbod" />
        <CardGrid columns={3}>
          {services.map((service) => (
            <ServiceCard
              key={service.slug}
              icon={<Icon name={serviceIcons[service.slug]} />}
              title={service.name}
              description={service.summary}
              features={service.features.map((feature) => feature.title)}
              link={{ href: service.path, label: `${servicesPage.serviceLink} ${service.shortName}` }}
            />
          ))}
        </CardGrid>
      </Section>
      <CallToAction {...servicesPage.callToAction} />
    </>
  );
}

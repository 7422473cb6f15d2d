import { deliveryTimes, promises } from './facts';
import { serviceSummary } from './serviceSummaries';
import type { Service, ServiceSlug } from './types';

const wordpress: Service = {
  ...serviceSummary('wordpress'),
  summary:
    "We bouwen je WordPress-website met een eigen thema dat precies bij je merk past. Je beheert teksten, foto's en pagina's zelf, en met WooCommerce verkoop je ook online. Elke site is snel, veilig en vanaf de eerste dag klaar voor Google.",
  features: [
    { title: 'Eigen thema op maat', text: 'Een uniek ontwerp voor jouw merk, geen standaard template.' },
    { title: 'WooCommerce-webshop', text: 'Verkoop producten of diensten direct vanaf je website.' },
    { title: 'SEO-klaar', text: "Een nette opbouw en snelle pagina's, zodat je goed vindbaar bent in Google." },
    { title: 'Zelf eenvoudig beheren', text: "Pas teksten, foto's en pagina's zelf aan, zonder technische kennis." },
    { title: 'Snel en veilig', text: "Geoptimaliseerd voor snelheid en beveiligd tegen de bekende risico's." },
    { title: 'Mobielvriendelijk', text: 'Je website ziet er goed uit op telefoon, tablet en computer.' },
  ],
  offers: [
    {
      title: 'Bedrijfswebsite',
      text: 'Een professionele website die laat zien wie je bent en wat je doet.',
      includes: [
        'Eigen ontwerp in je huisstijl',
        "Pagina's die je zelf bijwerkt",
        'Contactformulier en routebeschrijving',
      ],
    },
    {
      title: 'WooCommerce-webshop',
      text: 'Een webshop in je eigen WordPress-website, met betalingen en voorraadbeheer.',
      includes: [
        'Betalen met iDEAL en creditcard',
        'Voorraad en bestellingen op één plek',
        'Verzendopties naar jouw wens',
      ],
    },
    {
      title: 'Redesign',
      text: 'Je bestaande website in een nieuw, modern jasje, zonder je vindbaarheid te verliezen.',
      includes: [
        'Nieuw ontwerp op je bestaande inhoud',
        'Doorverwijzingen zodat Google je blijft vinden',
        'Sneller en beter op mobiel',
      ],
    },
  ],
  benefits: [
    'Een uniek ontwerp dat bij je merk past',
    'Zelf je content beheren in een overzichtelijk dashboard',
    'Goed vindbaar in Google vanaf de lancering',
    'Snel laden op elk apparaat',
    'Uitbreidbaar met een webshop of extra functies',
    'Persoonlijk contact met een vast aanspreekpunt',
  ],
  processSteps: [
    { step: 1, title: 'Kennismaking', text: 'We bespreken je doelen, je doelgroep en je wensen.' },
    {
      step: 2,
      title: 'Gratis ontwerp',
      text: `Binnen ${promises.freeDesignHours} uur zie je een ontwerp van je nieuwe website.`,
    },
    { step: 3, title: 'Bouw', text: "We bouwen je eigen WordPress-thema en vullen de pagina's." },
    {
      step: 4,
      title: 'Testen en uitleg',
      text: 'We testen alles op elk apparaat en leggen je uit hoe je zelf content beheert.',
    },
    { step: 5, title: 'Lancering', text: 'Je website gaat live en we blijven bereikbaar voor vragen.' },
  ],
  delivery: deliveryTimes.wordpressShopify,
};

const shopify: Service = {
  ...serviceSummary('shopify'),
  summary:
    "We bouwen je Shopify-webshop met een eigen ontwerp, de juiste apps en een soepel afrekenproces. Alles is erop gericht dat bezoekers klanten worden: snelle pagina's, duidelijke productpagina's en conversie-optimalisatie.",
  features: [
    { title: 'Eigen winkelontwerp', text: 'Een Shopify-winkel in de stijl van je merk, geen standaard thema.' },
    { title: 'Apps en koppelingen', text: 'De juiste apps en koppelingen met je boekhouding, voorraad of verzending.' },
    { title: 'Conversie Boost', text: "Productpagina's en een afrekenproces die meer bezoekers laten kopen." },
    {
      title: 'Betalingen geregeld',
      text: 'Veilig betalen met de betaalmethoden die jouw klanten gebruiken, zoals iDEAL.',
    },
    { title: 'Productbeheer', text: 'Producten, voorraad en bestellingen overzichtelijk op één plek.' },
    { title: 'Mobiel eerst', text: 'Een winkel die perfect werkt op de telefoon, waar de meeste klanten kopen.' },
  ],
  offers: [
    {
      title: 'Nieuwe Shopify-winkel',
      text: 'Van nul naar een complete webshop met je eigen ontwerp.',
      includes: ['Winkelontwerp in je huisstijl', 'Producten en collecties ingericht', 'Betalen en verzenden geregeld'],
    },
    {
      title: 'Migratie naar Shopify',
      text: 'We verhuizen je bestaande webshop naar Shopify, inclusief producten en klanten.',
      includes: [
        'Producten, klanten en bestellingen overgezet',
        'Doorverwijzingen van je oude adressen',
        'Overstap zonder onderbreking',
      ],
    },
    {
      title: 'Conversie-optimalisatie',
      text: 'We verbeteren je bestaande winkel zodat meer bezoekers iets kopen.',
      includes: [
        'Analyse van je huidige winkel',
        "Betere productpagina's en afrekenstap",
        'Verbeteringen die je kunt meten',
      ],
    },
  ],
  benefits: [
    'Een webshop in de stijl van je merk',
    'Veilig afrekenen met populaire betaalmethoden',
    'Koppelingen met je boekhouding en verzending',
    'Ingericht op meer verkopen',
    'Zelf producten en bestellingen beheren',
    'Hulp bij de lancering en daarna',
  ],
  processSteps: [
    { step: 1, title: 'Kennismaking', text: 'We bespreken je producten, je klanten en je doelen.' },
    {
      step: 2,
      title: 'Gratis ontwerp',
      text: `Binnen ${promises.freeDesignHours} uur zie je een ontwerp van je nieuwe winkel.`,
    },
    { step: 3, title: 'Inrichten', text: 'We bouwen de winkel, kiezen de apps en zetten je producten klaar.' },
    { step: 4, title: 'Testen', text: 'We testen bestellen, betalen en verzenden van begin tot eind.' },
    { step: 5, title: 'Lancering', text: 'Je winkel gaat live en we helpen je op weg met de eerste verkopen.' },
  ],
  delivery: deliveryTimes.wordpressShopify,
};

const platform: Service = {
  ...serviceSummary('platform'),
  summary:
    "Heb je een idee of een werkproces dat niet in een standaardpakket past? Dan bouwen we een platform op maat, met React en Next.js, eigen API's en hosting in de cloud. Denk aan een SaaS-product, een klantportaal of een boekingssysteem.",
  features: [
    { title: 'React & Next.js', text: 'Moderne, snelle webapplicaties gebouwd met bewezen technologie.' },
    { title: "API's en koppelingen", text: "Koppelingen met je bestaande systemen en eigen API's voor je data." },
    { title: 'Cloud Ready', text: 'Gebouwd om mee te groeien, gehost in de cloud.' },
    { title: 'Veilig inloggen', text: 'Accounts, rollen en rechten voor je klanten en medewerkers.' },
    { title: 'Schaalbaar', text: 'Een basis die meegroeit met het aantal gebruikers en je ambities.' },
    { title: 'Onderhoud en doorontwikkeling', text: 'Na de lancering bouwen we samen met je verder.' },
  ],
  offers: [
    {
      title: 'SaaS-product',
      text: 'Je eigen softwaredienst, van eerste versie tot groeiend product.',
      includes: ['Eerste versie die je snel kunt testen', 'Accounts en abonnementen', 'Klaar om mee te groeien'],
    },
    {
      title: 'Portaal of dashboard',
      text: 'Een omgeving waarin klanten, partners of medewerkers zelf zaken regelen.',
      includes: [
        'Veilig inloggen met rollen en rechten',
        'Overzichten van je eigen data',
        'Koppeling met je bestaande systemen',
      ],
    },
    {
      title: 'Koppelingen en automatisering',
      text: 'Systemen die met elkaar praten, zodat handwerk verdwijnt.',
      includes: ["Koppelingen via API's", 'Automatische gegevensuitwisseling', 'Minder handwerk en minder fouten'],
    },
  ],
  benefits: [
    'Software die precies past bij hoe jij werkt',
    'Moderne technologie die lang meegaat',
    'Veilig, met aandacht voor privacy',
    'Schaalbaar in de cloud',
    'Koppelingen met je bestaande systemen',
    'Een team dat met je meedenkt',
  ],
  processSteps: [
    { step: 1, title: 'Verkenning', text: 'We brengen je proces, je gebruikers en je doelen in kaart.' },
    {
      step: 2,
      title: 'Gratis ontwerp',
      text: `Binnen ${promises.freeDesignHours} uur zie je een eerste ontwerp van de belangrijkste schermen.`,
    },
    {
      step: 3,
      title: 'Bouwen in stappen',
      text: 'We bouwen in korte rondes en laten je regelmatig het resultaat zien.',
    },
    { step: 4, title: 'Testen', text: 'We testen functies, snelheid en beveiliging grondig.' },
    { step: 5, title: 'Lancering en groei', text: 'Het platform gaat live en we ontwikkelen het samen met je verder.' },
  ],
  delivery: deliveryTimes.platform,
  useCases: [
    { title: 'SaaS', text: 'Een eigen softwaredienst waarvoor je klanten een abonnement nemen.' },
    {
      title: 'B2B-portalen',
      text: 'Een portaal waarin zakelijke klanten bestellen, offertes bekijken of documenten vinden.',
    },
    { title: 'Boekingssystemen', text: 'Afspraken, reserveringen of verhuur online laten boeken.' },
    { title: 'Beheertools', text: 'Interne tools om planning, voorraad of klantgegevens te beheren.' },
  ],
  techStack: ['React', 'Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', "REST- en GraphQL-API's", 'Cloudhosting'],
};

export const services: readonly Service[] = [wordpress, shopify, platform];

export function serviceBySlug(slug: ServiceSlug): Service {
  const found = services.find((service) => service.slug === slug);
  if (!found) throw new Error(`Unknown service: ${slug}`);
  return found;
}

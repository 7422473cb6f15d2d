// The texts of the privacy statement (/privacy), in a module of its own.
import { agency } from '../agency';
import type { DeploymentFacts } from '../deployment';
import { retentionPeriodText } from '../deployment';
import { promises } from '../facts';
import { missedLiveChatDays as MISSED_CHAT_DAYS } from '../liveChat';

/** A run of text in which some parts are links (same-site paths, mailto:, tel: or https:). */
export type RichText = readonly (string | { href: string; label: string })[];

/** One block of a section: a paragraph, a list, or a table with a header row. */
export type PrivacyBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

export type PrivacySection = {
  /** The fragment id, so a link can point at it (e.g. /privacy#rechten). */
  id: string;
  title: string;
  blocks: readonly PrivacyBlock[];
};

export type PrivacyPageTexts = {
  eyebrow: string;
  title: string;
  intro: string;
  /** When the statement last changed, as shown. */
  updated: string;
  summaryTitle: string;
  summary: readonly RichText[];
  tocLabel: string;
  sections: readonly PrivacySection[];
};

/** When the statement was last changed: change it with the text. */
export const privacyUpdated = '2 december 2026';

const { legal } = agency;
const privacyMail = { href: `mailto:${legal.privacyEmail}`, label: legal.privacyEmail };
const securityMail = { href: `mailto:${legal.securityEmail}`, label: legal.securityEmail };
const apSite = { href: 'https://www.autoriteitpersoonsgegevens.nl', label: 'autoriteitpersoonsgegevens.nl' };

/**
 * The privacy statement of one deployment. What differs per deployment (how long leads are
 * kept, whether chat text goes to an external AI model) comes from `facts`, which the site
 * build reads from the same environment the api runs with (`deploymentFacts`).
 */
export function privacyPage(facts: DeploymentFacts): PrivacyPageTexts {
  const period = retentionPeriodText(facts.retentionDays);
  const rawPeriod = retentionPeriodText(facts.analyticsRawDays);
  const ai = facts.aiProvider;

  const chatRecipient: RichText = ai
    ? [
        `De chatassistent gebruikt een AI-model van ${ai.name} (${ai.host}). Wat je in de chat typt, sturen we daarom naar ${ai.name}, dat het antwoord maakt. ${ai.name} doet dat in onze opdracht.`,
      ]
    : [
        'De chatassistent draait op onze eigen server. Wat je in de chat typt, gaat naar niemand anders: er is geen extern AI-bedrijf dat meeleest.',
      ];

  return {
    eyebrow: 'Privacy',
    title: 'Privacyverklaring',
    intro: `In deze verklaring lees je welke gegevens ${agency.name} van je krijgt als je deze website gebruikt, wat we ermee doen en welke rechten je hebt. We houden het kort en duidelijk.`,
    updated: `Laatst bijgewerkt op ${privacyUpdated}.`,
    summaryTitle: 'In het kort',
    summary: [
      ['We vragen alleen wat we nodig hebben om je terug te bellen of je aanvraag te beantwoorden.'],
      [`We bewaren je aanvraag ${period}. Daarna verwijderen we die automatisch.`],
      ['We verkopen je gegevens nooit en gebruiken je chats niet om AI-modellen te trainen.'],
      ['Deze website plaatst geen cookies en laadt niets van andere bedrijven. Daarom zie je geen cookiemelding.'],
      [
        'We tellen zelf hoeveel bezoekers de website heeft en waar ze vandaan komen, zonder cookies en zonder te onthouden wie je bent.',
      ],
      ['Wil je je gegevens zien of laten verwijderen? Mail naar ', privacyMail, '.'],
    ],
    tocLabel: 'Inhoud van deze privacyverklaring',
    sections: [
      {
        id: 'wie',
        title: 'Wie is verantwoordelijk?',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              `${legal.registeredName} is verantwoordelijk voor de gegevens die je via deze website deelt. Je bereikt ons zo:`,
            ],
          },
          {
            kind: 'list',
            items: [
              [`${legal.registeredName}, ${legal.address.street}, ${legal.address.postalCode} ${legal.address.city}`],
              [`KvK-nummer ${legal.kvk}`],
              ['E-mail over privacy: ', privacyMail],
              ['Telefoon: ', { href: agency.phone.href, label: agency.phone.display }],
            ],
          },
        ],
      },
      {
        id: 'gegevens',
        title: 'Welke gegevens we gebruiken en waarom',
        blocks: [
          {
            kind: 'table',
            caption: 'Gegevens per onderdeel van de website, met het doel en de grondslag',
            head: ['Waar', 'Welke gegevens', 'Waarvoor', 'Grondslag (AVG)'],
            rows: [
              [
                '"Bel me terug"',
                'Je telefoonnummer en, als je die invult, je naam.',
                `Om je binnen ${promises.contactWithinHours} uur terug te bellen over je vraag.`,
                'Je vraagt ons om contact, als stap vóór een mogelijke overeenkomst (artikel 6 lid 1 b).',
              ],
              [
                'Contactformulier',
                'Je naam, e-mailadres, bericht en, als je dat invult, je telefoonnummer.',
                `Om je aanvraag te beantwoorden en je binnen ${promises.freeDesignHours} uur een gratis ontwerp te sturen.`,
                'Je vraagt ons om een ontwerp en een offerte, als stap vóór een mogelijke overeenkomst (artikel 6 lid 1 b).',
              ],
              [
                'Chat',
                'De vragen die je typt en de antwoorden van de assistent.',
                'Om je vraag direct te beantwoorden. Vraag je in de chat om teruggebeld te worden, dan bewaren we het gesprek bij je verzoek. Stem je op een antwoord (nuttig of niet), dan bewaren we die vraag en dat antwoord om onze informatie te verbeteren. Vraag je om een collega, zie hieronder. Verder bewaren we chatgesprekken niet op onze server. We tellen alleen per dag en per onderwerp hoeveel vragen er zijn gesteld en hoeveel de assistent niet kon beantwoorden, zodat we zien welke informatie op de website ontbreekt. Daarbij bewaren we niet de vraag zelf, niet je IP-adres en niets anders waaraan we jou kunnen herkennen.',
                'Ons gerechtvaardigd belang om vragen van bezoekers snel te beantwoorden (artikel 6 lid 1 f).',
              ],
              [
                '"Chat met een collega"',
                'Het gesprek met de assistent tot dan toe (je browser stuurt het mee), je berichten aan de collega en die van de collega, de pagina waarop je bent, en wanneer. Je krijgt een gespreksnummer. Vraagt de collega om je contactgegevens en laat je die achter, dan ook je telefoonnummer of e-mailadres en, als je die invult, je naam.',
                `Zodat een collega je vraag kan lezen en je meteen kan helpen, en we het gesprek kunnen terugvinden als je ons later belt of mailt. Laat je je contactgegevens achter, dan wordt het gesprek een aanvraag (of komt het bij je eerdere aanvraag met hetzelfde e-mailadres of telefoonnummer), zodat we contact met je kunnen opnemen; we bewaren het dan met die aanvraag. Een gesprek dat niemand op tijd overnam, verwijderen we na ${MISSED_CHAT_DAYS} dagen.`,
                'Je vraagt zelf om een collega, als stap vóór een mogelijke overeenkomst (artikel 6 lid 1 b).',
              ],
              [
                'Bezoeken tellen',
                'Welke pagina je bekijkt; op welke pagina je binnenkwam en van welke website (alleen de naam, zoals google.com, nooit het adres of wat je zocht) of campagne (de utm-gegevens in de link); of je een telefoon, tablet of computer gebruikt; en of je de chat, het terugbelverzoek of het contactformulier opende of op ons e-mailadres of telefoonnummer klikte. Stuur je een aanvraag, dan bewaren we daarbij op welke pagina je binnenkwam en van welke website of campagne. Om bezoekers van één dag te tellen, maakt de server van je IP-adres en je browser een code met een sleutel die elke dag nieuw is; om middernacht worden de sleutel en de codes van die dag gewist, zodat niemand, ook wij niet, je bezoek van gisteren aan dat van vandaag kan koppelen. Je IP-adres en je browser zelf schrijven we niet weg.',
                `Om te zien welke pagina's, websites en campagnes ons klanten brengen, en de website te verbeteren. Losse paginabezoeken (afgerond op het uur) bewaren we ${rawPeriod}; daarna alleen de totalen per dag, die niets over één persoon zeggen. Een groep van minder dan ${facts.analyticsMinGroupVisitors} bezoekers tonen we als "overig". We vragen hiervoor geen toestemming: we zetten niets op je apparaat, en de telling meet alleen en maakt geen profiel van je (artikel 11.7a Telecommunicatiewet, zoals de Autoriteit Persoonsgegevens dat uitlegt).`,
                'Ons gerechtvaardigd belang om te weten hoe bezoekers ons vinden en wat de website hun oplevert (artikel 6 lid 1 f).',
              ],
              [
                'Elk bezoek',
                'Je IP-adres, alleen kort: in het geheugen van de server, of als code waaruit je IP-adres niet te lezen is.',
                'Om te voorkomen dat iemand de formulieren of de chat misbruikt: we beperken hoeveel verzoeken er kort na elkaar van één IP-adres mogen komen. Je IP-adres zelf schrijven we niet weg, en die code wissen we zodra die korte periode voorbij is.',
                'Ons gerechtvaardigd belang om de website veilig te houden (artikel 6 lid 1 f).',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Deel in de chat en in je bericht geen gevoelige gegevens, zoals je gezondheid, je burgerservicenummer of je bankgegevens. Die hebben we niet nodig.',
            ],
          },
        ],
      },
      {
        id: 'ontvangers',
        title: 'Wie je gegevens ontvangt',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'We verkopen je gegevens nooit en delen ze alleen met de diensten die we nodig hebben om je aanvraag bij ons team te krijgen:',
            ],
          },
          {
            kind: 'list',
            items: [
              ['Onze e-maildienst: elke aanvraag komt bij ons binnen als e-mail.'],
              [
                'Het berichtenkanaal van ons team (bijvoorbeeld Slack of Microsoft Teams): daar zien we een nieuwe aanvraag meteen.',
              ],
              chatRecipient,
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Deze diensten gebruiken je gegevens alleen voor ons en niet voor zichzelf. Daarover hebben we afspraken met ze gemaakt (een verwerkersovereenkomst).',
            ],
          },
        ],
      },
      {
        id: 'bewaren',
        title: 'Hoe lang we je gegevens bewaren',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              `We bewaren je terugbelverzoek of aanvraag ${period}. Daarna verwijdert onze server die automatisch, samen met alles wat erbij hoort, zoals een chatgesprek. Een chat met een collega bewaren we even lang; een chat die niemand op tijd overnam ${MISSED_CHAT_DAYS} dagen. Stemmen op chatantwoorden en de tellingen van chatvragen bewaren we even lang als aanvragen. Losse paginabezoeken bewaren we ${rawPeriod}, de totalen van bezoeken per dag zolang we ze gebruiken: daarin is niemand terug te vinden. Word je klant, dan maken we samen nieuwe afspraken over je gegevens.`,
            ],
          },
        ],
      },
      {
        id: 'rechten',
        title: 'Je rechten',
        blocks: [
          { kind: 'paragraph', text: ['Het gaat om jouw gegevens. Je hebt daarom het recht om:'] },
          {
            kind: 'list',
            items: [
              ['je gegevens in te zien (inzage);'],
              ['onjuiste gegevens te laten aanpassen (correctie);'],
              ['je gegevens te laten verwijderen (verwijdering);'],
              ['bezwaar te maken tegen wat we met je gegevens doen (bezwaar);'],
              ['je gegevens te krijgen in een bestand dat je kunt meenemen (overdraagbaarheid).'],
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Mail je verzoek naar ',
              privacyMail,
              ' en zet erin om welk telefoonnummer of e-mailadres het gaat, of om welk gespreksnummer van een chat met een collega. We antwoorden binnen een maand. Om zeker te weten dat het om jouw gegevens gaat, kunnen we je vragen om te bevestigen vanaf dat nummer of adres.',
            ],
          },
        ],
      },
      {
        id: 'klacht',
        title: 'Een klacht indienen',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons weten via ',
              privacyMail,
              '. Je mag ook altijd een klacht indienen bij de Autoriteit Persoonsgegevens, via ',
              apSite,
              '.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Geen cookies, geen diensten van anderen',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Deze website plaatst geen cookies en volgt je niet. Alles wat je ziet komt van onze eigen server: geen advertenties, geen statistiekdiensten, geen lettertypen of video van andere bedrijven. Daarom vragen we je ook niet om cookies te accepteren.',
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Bezoeken tellen we zelf, op onze eigen server: je browser meldt welke pagina je bekijkt, zonder cookie en zonder iets op je apparaat te bewaren. Hoe dat werkt, staat bij ',
              { href: '/privacy#gegevens', label: 'Welke gegevens we gebruiken en waarom' },
              '.',
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Gebruik je de chat, dan onthoudt je browser het gesprek in dit tabblad, zodat het blijft staan als je verder klikt. Dat is nodig om de chat te laten werken. Sluit je het tabblad of kies je "Nieuw gesprek", dan is het weg.',
            ],
          },
        ],
      },
      {
        id: 'ai',
        title: 'AI en je chatberichten',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'De chat is een AI-assistent, geen mens. Zijn antwoorden kunnen fout zijn: twijfel je, vraag het dan aan ons. We gebruiken je chatberichten niet om AI-modellen te trainen.',
            ],
          },
        ],
      },
      {
        id: 'beveiliging',
        title: 'Beveiliging',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Je gegevens gaan versleuteld over het internet en alleen ons team kan ze inzien. Heb je een beveiligingsprobleem gevonden? Meld het via ',
              securityMail,
              '.',
            ],
          },
        ],
      },
      {
        id: 'wijzigingen',
        title: 'Wijzigingen',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Verandert er iets in hoe we met je gegevens omgaan, dan passen we deze verklaring aan. Bovenaan zie je wanneer dat het laatst gebeurde.',
            ],
          },
        ],
      },
    ],
  };
}

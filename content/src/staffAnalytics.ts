// The texts of the staff area's page "Herkomst" (/beheer/herkomst): what brings clients, from the
// visits counted without cookies to the leads won. The site hands them to the ui components
// `StaffAnalyticsRange`, `StaffVisitsChart`, `StaffAnalyticsRoad`, `StaffAnalyticsGroups` and
// `StaffAnalyticsGoals` (`texts` prop). Placeholders in braces ({count}, {from}, {min}, …) are
// filled in by the components; {min} is the smallest group shown, as the api's overview says it
// (`minGroupVisitors`: `ANALYTICS_MIN_GROUP_VISITORS`).

import { leadStatusNames } from './staffInbox';

/** What the page names values that are no route, source or campaign of their own. */
const valueNames = {
  /** A landing without a referrer or `utm_source`. */
  direct: 'Direct',
  /** The groups too small to show on their own, together. */
  other: 'Overig',
  /** The road's leads that came without a visit (the form sent without JavaScript, a lead of before). */
  unknown: 'Onbekend',
} as const;

/** The page, its nav link and what it says while its figures come. */
export const staffAnalyticsPageTexts = {
  nav: 'Herkomst',
  title: 'Herkomst: wat klanten brengt',
  intro:
    'Waar bezoekers vandaan komen, wat ze op de site doen en wie er klant wordt. Geteld zonder cookies: niemand is herkenbaar.',
  loading: 'Herkomst laden...',
  /** Said while the figures of another period come, the last ones still in view. */
  refreshing: 'Cijfers van de gekozen periode laden...',
} as const;

/** The period and the export (ui `StaffAnalyticsRange`). */
export const staffAnalyticsRangeTexts = {
  legend: 'Periode',
  /** A preset: the last {count} days, today included (the period in view is said under it). */
  lastDays: '{count} dagen',
  custom: 'Zelf kiezen',
  from: 'Van',
  to: 'Tot',
  apply: 'Toon periode',
  /** The period shown, both days included. */
  shown: '{from} tot en met {to}',
  exportCsv: 'Exporteer als CSV',
  exportHint: 'Alle cijfers van deze periode, om verder te rekenen.',
} as const;

/** Visitors and page views per day (ui `StaffVisitsChart`). */
export const staffVisitsChartTexts = {
  title: 'Bezoekers per dag',
  intro: 'Bezoekers en paginaweergaven per dag, in Nederlandse tijd.',
  visitors: 'Bezoekers',
  pageViews: 'Paginaweergaven',
  /** The numbers in a sentence: {visitors}, {pageViews}, {days}, {busiest} (a day), {most}. */
  summary:
    '{visitors} bezoekers en {pageViews} paginaweergaven in {days} dagen; de drukste dag was {busiest} met {most} bezoekers.',
  empty: 'Nog geen bezoekers in deze periode.',
  visitorsNote:
    'Bezoekers over een periode zijn de som van de bezoekers per dag: wie op twee dagen komt, telt twee keer.',
  otherNote: `Een groep van minder dan {min} bezoekers staat bij "${valueNames.other}", zodat niemand herkenbaar is.`,
  showTable: 'Toon als tabel',
  tableCaption: 'Bezoekers en paginaweergaven per dag',
  day: 'Dag',
} as const;

/** A breakdown of arrivals counts each arrival: a visit. */
const visits = 'Bezoeken';
const landingsTitle = 'Binnengekomen op';

/** Where visitors come from and what they look at (ui `StaffAnalyticsGroups`). */
export const staffAnalyticsGroupsTexts = {
  title: 'Waar bezoekers vandaan komen',
  intro: `Meeste bezoekers eerst. Bij "${landingsTitle}", bronnen, media en campagnes telt "${visits}" hoe vaak iemand zo binnenkwam.`,
  empty: 'Nog niets geteld in deze periode.',
  visitors: 'Bezoekers',
  pageViews: 'Weergaven',
  landings: visits,
  groups: {
    routes: { title: "Meest bekeken pagina's", column: 'Pagina' },
    landings: { title: landingsTitle, column: 'Pagina' },
    sources: { title: 'Bronnen', column: 'Bron' },
    media: { title: 'Media', column: 'Medium' },
    campaigns: { title: 'Campagnes', column: 'Campagne' },
    devices: { title: 'Apparaten', column: 'Apparaat' },
  },
  devices: { phone: 'Telefoon', tablet: 'Tablet', desktop: 'Computer' },
  values: valueNames,
} as const;

/** The goals reached (ui `StaffAnalyticsGoals`). */
export const staffAnalyticsGoalsTexts = {
  title: 'Doelen',
  intro: 'Hoe vaak bezoekers iets deden dat tot een klant kan leiden, en hoe vaak per bezoeker.',
  empty: 'Nog geen doelen bereikt in deze periode.',
  caption: 'Doelen in deze periode',
  goal: 'Doel',
  count: 'Aantal',
  rate: 'Per bezoeker',
  /** The rate when there were no visitors. */
  noRate: '–',
  goals: {
    chat_opened: 'Chat geopend',
    callback_dialog_opened: 'Terugbelverzoek geopend',
    form_opened: 'Contactformulier geopend',
    email_clicked: 'E-mailadres aangeklikt',
    phone_clicked: 'Telefoonnummer aangeklikt',
    callback_requested: 'Terugbelverzoek verstuurd',
    project_requested: 'Projectaanvraag verstuurd',
    chat_question_asked: 'Vraag aan de assistent gesteld',
    colleague_asked: 'Collega gevraagd in de chat',
    live_chat_taken: 'Chat door een collega overgenomen',
  },
} as const;

/** The road from a visit to a client (ui `StaffAnalyticsRoad`). */
export const staffAnalyticsRoadTexts = {
  title: 'Van bezoek tot klant',
  intro: `Hoeveel bezoekers iets openden, een aanvraag deden en klant werden. "${leadStatusNames.in_progress}" en "${leadStatusNames.won}" gaan over de aanvragen van deze periode, zoals ze nu staan.`,
  steps: {
    visitors: 'Bezoekers',
    opened: 'Chat, terugbelverzoek of formulier geopend',
    leads: 'Aanvraag',
    inProgress: leadStatusNames.in_progress,
    won: leadStatusNames.won,
  },
  /** The road in a sentence: {visitors}, {won}, {rate}. */
  summary: 'Van {visitors} bezoekers werden er {won} klant ({rate}).',
  empty: 'Nog geen bezoekers in deze periode.',
  showTable: 'Toon als tabel',
  tableCaption: 'Van bezoek tot klant, alle bezoekers',
  step: 'Stap',
  count: 'Aantal',
  ofVisitors: 'Van de bezoekers',
  /** The rate from visitor to "Gewonnen". */
  rate: 'Bezoeker tot klant',
  noRate: '–',
  groupsLabel: 'Van bezoek tot klant per groep',
  groups: {
    sources: { tab: 'Per bron', caption: 'Van bezoek tot klant per bron', column: 'Bron' },
    campaigns: { tab: 'Per campagne', caption: 'Van bezoek tot klant per campagne', column: 'Campagne' },
    landings: {
      tab: 'Per binnenkomstpagina',
      caption: 'Van bezoek tot klant per binnenkomstpagina',
      column: 'Pagina',
    },
  },
  groupsEmpty: 'Nog niets geteld in deze periode.',
  values: valueNames,
} as const;

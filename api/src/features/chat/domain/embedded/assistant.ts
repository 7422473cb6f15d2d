import { assistantReplies, type ChatTopic, type ServiceSlug } from '@agency/content';
import type { ChatActionType, ChatMessage } from '../types';
import { Bm25Index, type ScoredDocument } from './bm25';
import { knowledgeBase, pageLink, type KnowledgeBase, type Passage } from './knowledgeBase';
import { asksForPerson, asksForWork, EXISTING, impliedService, siteGap, type SiteGap } from './intent';
import { CONCEPTS, foldText, tokenize, withinOneEdit } from './normalize';

/**
 * The embedded assistant: finds the passages of the site's content that answer the
 * question (BM25 over normalised Dutch) and answers with their text. It adds nothing of
 * its own but the fixed sentences of @agency/content's `assistantReplies`, so it cannot
 * invent prices, numbers or promises.
 */

export type AnswerKind =
  | 'answer'
  | 'greeting'
  | 'thanks'
  | 'unknown'
  | 'off_topic'
  | 'refusal'
  | 'callback_request'
  | 'repeat'
  | 'not_on_site';

export interface AssistantAnswer {
  kind: AnswerKind;
  text: string;
  passageIds: string[];
  /** What the visitor asked about, for an answer from the content. */
  topic?: ChatTopic;
  /** What the chat should offer after the text: a call back by a person, or a colleague (by availability). */
  action?: ChatActionType;
}

const MIN_SCORE = 1.6;
const MIN_KNOWN_SCORE = 0.4;
/** A second passage joins the answer when it scores close to the best one. */
const SECOND_RATIO = 0.85;

// Attempts to change the assistant's role or read its instructions.
const INSTRUCTION_ATTACK = new RegExp(
  [
    'negeer',
    'vergeet (al |alle )?(je|jouw|de|bovenstaande|vorige)',
    'ignore',
    'disregard',
    'forget (all|your|previous)',
    'system ?prompt',
    'systeemprompt',
    'systeembericht',
    '(je|jouw|de) instructies',
    'nieuwe instructies',
    'instructions',
    'je bent (nu|vanaf nu) ',
    'vanaf nu ben je',
    'doe (alsof|net alsof)',
    'speel (de|een) rol',
    'rollenspel',
    'you are now',
    'act as',
    'pretend',
    'jailbreak',
    'developer mode',
    'dan mode',
    'prompt injection',
    'sudo',
    'admin ?modus',
    'geef (me |mij )?(je|jouw) (prompt|regels|configuratie)',
    'herhaal (de|je) (tekst|prompt|instructies)',
  ].join('|'),
);

// Requests that have nothing to do with the agency, even if they mention a website.
const OFF_TOPIC = new RegExp(
  [
    'gedicht',
    'recept',
    'het weer',
    'weerbericht',
    'voetbal',
    'grap',
    '\\bmop\\b',
    'moppen',
    'huiswerk',
    'hoofdstad',
    'politiek',
    'verkiezing',
    'bitcoin',
    'crypto',
    'aandelen',
    'beleggen',
    'liedje',
    'songtekst',
    'vertaal',
    'sprookje',
    'verhaal over',
    'opstel',
    'essay',
    'wiskunde',
    'som van',
    'bereken',
    'horoscoop',
    'medisch',
    'dokter',
    'relatie',
    'vakantie',
    'lotto',
    'schrijf (een |me )?(code|script|programma)',
    'python',
    'javascript code',
    'hack',
  ].join('|'),
);

const GREETING =
  /^(hoi|hallo|hey|hi|hello|goedemorgen|goedemiddag|goedenavond|dag|yo|hee|heey)\b[\s!,.?]*(daar|allemaal)?[\s!,.?]*$/;
const GREETING_START = /^(hoi|hallo|hey|hi|hello|goedemorgen|goedemiddag|goedenavond|dag)\b/;
const THANKS =
  /^(bedankt|dankjewel|dank je( wel)?|dank u( wel)?|thanks|top|super|fijn|oke?|ok|prima|helder|duidelijk)\b[\s!,.?a-z]{0,20}$/;

/** Phrases whose meaning no single word carries. */
const PHRASES: [RegExp, string][] = [
  [/\bwie (zijn|ben) (jullie|u)\b|\bover (jullie|studio legende)\b/, 'missie'],
  [/\bwie ben (jij|je)\b|\bben (je|jij) een (mens|bot|robot)|\bwat ben (jij|je)\b/, 'assistent'],
  [/\bhoe snel\b.*\b(reageren|reactie|antwoord|contact|bellen|terug)/, 'reactietijd'],
  [/\bhoe snel\b.*\b(klaar|live|af|online|opgeleverd)|\bhoe lang\b/, 'levertijd'],
  [/\bwat (vragen|rekenen) (jullie|julie|u)\b|\bwat (betaal|moet) ik\b.*\b(betalen|kwijt)?/, 'prijs'],
  [/\bwanneer\b.*\b(online|live|klaar|af|opgeleverd|op internet)\b/, 'levertijd'],
  [/\bniet (mooi|goed|tevreden)\b|\bbevalt\b.*\bniet\b|\bniet\b.*\bbevalt\b/, 'vrijblijvend'],
  [/\bwat doen jullie\b|\bwat bieden jullie\b|\bwelke diensten\b/, 'dienst'],
  [/\bhoe werkt (het|dat|dit)\b|\bhoe gaat (het|dat) (verder|in zijn werk)\b/, 'werkwijze'],
];

/** "Wat bieden jullie aan?": every service, each with its page. */
const OVERVIEW =
  /\b(wat (doen|bieden|maken|bouwen|kunnen|leveren) (jullie|julie|jij|je|u)|welke diensten|wat (is|zijn) (jullie|julie) (aanbod|diensten)|wat voor (diensten|werk)|waarvoor kan ik (jullie|julie)|wat kunnen jullie voor mij)\b/;
/** "Kan ik het zelf beheren?": running the site oneself. */
const SELF = /\bzelf\b/;
/** "Zijn jullie betrouwbaar?": the rating, the promises and the portfolio. */
const TRUST =
  /\b(betrouwba\w*|betrouwbaarheid|vertrouw\w*|te vertrouwen|serieus|bonafide|oplicht\w*|scam|echt bedrijf|goede naam)\b/;
/** Words that show the visitor asks about the agency's field, even when we have no answer. */
const DOMAIN_WORDS =
  /\b(web|site|website|webshop|wix|squarespace|joomla|drupal|magento|lightspeed|hosting|domein|domeinnaam|logo|huisstijl|foto|fotografie|teksten|copywriting|onderhoud|ssl|app|apps|marketing|adverten|social|ads|nieuwsbrief|meertalig|vertaling|toegankelijk|wcag|avg|gdpr|privacy|cookie|server|beveiliging|backup|support|studio legende|jullie|bedrijf)/;

/** The fixed replies: everything the assistant says that is not a passage of the content. */
const FIXED_REPLIES = {
  refusal: assistantReplies.refusal,
  off_topic: assistantReplies.offTopic,
  greeting: assistantReplies.greeting,
  thanks: assistantReplies.thanks,
  unknown: assistantReplies.notFound,
  callback_request: assistantReplies.callback,
  repeat: assistantReplies.alreadyAnswered,
} as const satisfies Record<Exclude<AnswerKind, 'answer' | 'not_on_site'>, string>;

/** Replies after which the chat offers a call back by a person. */
const OFFERS_CALLBACK: ReadonlySet<AnswerKind> = new Set(['callback_request', 'unknown', 'repeat']);

type FixedReplyKind = keyof typeof FIXED_REPLIES;

/** Which service a question is about; a follow-up ("en hoe lang duurt dat?") inherits it. */
const SERVICE_TOKENS = new Set(['wordpress', 'shopify', 'platform', 'webshop']);

/** The passages of a knowledge base, indexed for search. */
interface Retrieval {
  knowledge: KnowledgeBase;
  index: Bm25Index<Passage>;
  /** The index's words a typo can be corrected to. */
  vocabulary: readonly string[];
}

/**
 * An assistant that answers from `knowledge`. It finds passages by their words, and the ones
 * it always adds by their id or topic, never by their place in a list: moving a FAQ question
 * changes no answer (api/test/assistant-eval.test.ts builds it from a reordered FAQ).
 */
export function createAssistant(knowledge: KnowledgeBase): (messages: readonly ChatMessage[]) => AssistantAnswer {
  const index = new Bm25Index(
    knowledge.passages
      .filter((passage) => !passage.byKindOnly)
      .map((passage) => ({
        doc: passage,
        tokens: [...tokenize(passage.keywords), ...tokenize(passage.keywords), ...tokenize(passage.answer)],
      })),
  );
  const retrieval: Retrieval = {
    knowledge,
    index,
    vocabulary: [...index.vocabulary].filter((word) => word.length >= 4),
  };
  return (messages) => answerFrom(retrieval, messages);
}

/** Answers the visitor's last question from the content, or with one of the fixed replies. */
export const answer = createAssistant(knowledgeBase);

function answerFrom(retrieval: Retrieval, messages: readonly ChatMessage[]): AssistantAnswer {
  const asked = messagesOf(messages, 'user');
  const question = (asked.at(-1) ?? '').trim();
  const folded = foldText(question).replace(/\s+/g, ' ');
  if (INSTRUCTION_ATTACK.test(folded)) return fixedReply('refusal');
  // Before the off-topic words: "mijn site is gehackt, kan ik iemand spreken?" wants a person.
  if (asksForPerson(folded)) return fixedReply('callback_request');
  if (OFF_TOPIC.test(folded)) return fixedReply('off_topic');
  const ownTokens = queryTokens(retrieval, folded, question);
  if (isGreeting(folded, ownTokens)) return fixedReply('greeting');
  if (THANKS.test(folded)) return fixedReply('thanks');
  const gap = siteGap(retrieval.knowledge, folded, ownTokens);
  if (gap) return gapReply(gap);

  const tokens = withServiceOfPreviousQuestion(ownTokens, asked);
  const implied = impliedService(tokens);
  if (implied && !tokens.includes(implied)) tokens.push(implied);
  const results = retrieval.index.search(tokens);
  const said = messagesOf(messages, 'assistant');
  const chosen = passagesByKind(retrieval.knowledge, folded, ownTokens, tokens, results);
  if (chosen) return answerOnce(retrieval, chosen, results, said);
  const passagesFound = bestPassages(retrieval, tokens, results);
  if (passagesFound) return answerOnce(retrieval, passagesFound, results, said);
  return fixedReply(isAboutOurField(folded, tokens) ? 'unknown' : 'off_topic');
}

/** The service a question is about, by its own words or the question before it. */
function serviceIn(tokens: readonly string[]): ServiceSlug | undefined {
  return (['wordpress', 'shopify', 'platform'] as const).find((slug) => tokens.includes(slug));
}

/**
 * The passages for a kind of question that words alone would answer badly: an existing site,
 * trust, an overview of the services, the price or the delivery time of one service.
 */
function passagesByKind(
  knowledge: KnowledgeBase,
  folded: string,
  ownTokens: readonly string[],
  tokens: readonly string[],
  results: readonly ScoredDocument<Passage>[],
): Passage[] | undefined {
  const byId = (...ids: string[]) => {
    const found = ids.map((id) => knowledge.byId(id)).filter((p): p is Passage => p !== undefined);
    return found.length > 0 ? found : undefined;
  };
  const service = serviceIn(tokens);
  if (EXISTING.maintenance.test(folded)) return byId('existing-maintenance');
  if (EXISTING.move.test(folded) && !tokens.includes('prijs')) return byId('existing-move');
  if (EXISTING.improve.test(folded) && (EXISTING.existing.test(folded) || !tokens.includes('prijs'))) {
    const forShop = EXISTING.shop.test(folded) || service === 'shopify';
    return byId(forShop ? 'existing-sales' : 'existing-redesign');
  }
  if (service && tokens.includes('beheer') && SELF.test(folded)) return byId(`manage-${service}`);
  if (asksForWork(folded)) return byId('portfolio');
  if (TRUST.test(folded)) return byId('trust');
  if (OVERVIEW.test(folded) && !serviceIn(ownTokens)) return byId('services-overview');
  // A price question always gets a pricing policy, whatever else it mentions: for the one
  // service it names, or in general.
  if (tokens.includes('prijs')) {
    const pricing = (service && byId(`price-${service}`)) || pricingPassages(knowledge, tokens);
    const delivery = tokens.includes('levertijd')
      ? ((service && byId(`delivery-${service}`)) ??
        results.filter((r) => r.doc.topic === 'levertijd').map((r) => r.doc))
      : [];
    return [...pricing, ...delivery.slice(0, 1)];
  }
  if (tokens.includes('levertijd') && service) return byId(`delivery-${service}`);
  return undefined;
}

/** Whether the conversation already holds this passage's text (an earlier answer quoted it). */
function alreadySaid(passage: Passage, said: readonly string[]): boolean {
  const opening = passage.answer.trim().slice(0, 60);
  return said.some((text) => text.includes(opening));
}

/**
 * Answers with the passages the conversation does not hold yet. When it holds them all, the
 * next passage on the same topic that answers the question; when there is none, the visitor is
 * pointed to the answer above and offered a person, never given the same text again.
 */
function answerOnce(
  { knowledge }: Retrieval,
  chosen: readonly Passage[],
  results: readonly ScoredDocument<Passage>[],
  said: readonly string[],
): AssistantAnswer {
  const [first] = chosen;
  if (!first) return fixedReply('unknown');
  const fresh = chosen.filter((passage) => !alreadySaid(passage, said));
  if (fresh.length > 0) return passageAnswer(fresh, first.topic);
  const next = results.find(
    (result) => result.doc.topic === first.topic && !alreadySaid(result.doc, said) && result.score > 0,
  )?.doc;
  const sameGroup = knowledge.passages.find(
    (passage) =>
      !passage.byKindOnly &&
      passage.group === first.group &&
      passage.topic === first.topic &&
      !alreadySaid(passage, said),
  );
  const followUp = next ?? sameGroup;
  if (followUp) return passageAnswer([followUp], first.topic);
  return fixedReply('repeat');
}

/** What one side of the conversation said, in order. */
function messagesOf(messages: readonly ChatMessage[], role: ChatMessage['role']): string[] {
  return messages.filter((message) => message.role === role).map((message) => message.content);
}

function fixedReply(kind: FixedReplyKind): AssistantAnswer {
  return {
    kind,
    text: FIXED_REPLIES[kind],
    passageIds: [],
    ...(OFFERS_CALLBACK.has(kind) ? { action: 'offer_callback' as const } : {}),
  };
}

/** A question the site does not settle: said plainly, with what the site does say nearby; the chat offers a colleague. */
function gapReply({ subject, stated }: SiteGap): AssistantAnswer {
  return {
    kind: 'not_on_site',
    text: assistantReplies.notOnSite(subject, stated),
    passageIds: [],
    action: 'offer_person',
  };
}

function passageAnswer(chosen: readonly Passage[], topic: ChatTopic): AssistantAnswer {
  return {
    kind: 'answer',
    text: compose(chosen),
    passageIds: chosen.map((p) => p.id),
    topic,
    ...(chosen.some((p) => p.offersCallback) ? { action: 'offer_callback' as const } : {}),
  };
}

/** "Hoi!", or a greeting followed by nothing the content knows. */
function isGreeting(folded: string, tokens: readonly string[]): boolean {
  return GREETING.test(folded) || (tokens.length === 0 && GREETING_START.test(folded));
}

/** A typo ("wepshop", "wordpres") becomes the known word one edit away, when there is exactly one. */
function correctTypo({ index, vocabulary }: Retrieval, token: string): string {
  if (token.length < 5 || index.has(token) || /\d/.test(token)) return token;
  const candidates = vocabulary.filter((word) => word[0] === token[0] && withinOneEdit(word, token));
  return candidates.length === 1 ? (candidates[0] ?? token) : token;
}

/** "Na oplevering" is a time after the delivery, not a question about how long it takes. */
const AFTER_DELIVERY = /\bna (de )?(oplevering|lancering|livegang)\b/;

function queryTokens(retrieval: Retrieval, folded: string, text: string): string[] {
  const tokens = tokenize(text).map((token) => correctTypo(retrieval, token));
  for (const [pattern, token] of PHRASES) if (pattern.test(folded)) tokens.push(...tokenize(token), token);
  return AFTER_DELIVERY.test(folded) ? tokens.filter((token) => token !== 'levertijd') : tokens;
}

/** A question that names no service is about the service the previous question named. */
function withServiceOfPreviousQuestion(tokens: readonly string[], asked: readonly string[]): string[] {
  if (tokens.some((token) => SERVICE_TOKENS.has(token)) || asked.length < 2) return [...tokens];
  const previous = tokenize(asked.at(-2) ?? '').filter((token) => SERVICE_TOKENS.has(token));
  return [...tokens, ...new Set(previous)];
}

/** The pricing policy; before it the free design when the visitor asks whether the design costs anything. */
function pricingPassages(knowledge: KnowledgeBase, tokens: readonly string[]): Passage[] {
  const pricing = knowledge.byId('pricing');
  const design = tokens.includes('ontwerp') ? knowledge.byId('free-design') : undefined;
  return [design, pricing].filter((p): p is Passage => p !== undefined);
}

/**
 * The best passage when it scores high enough, with the runner-up when that scores close to
 * it on another topic; nothing when no passage answers the question.
 */
function bestPassages(
  { index }: Retrieval,
  tokens: readonly string[],
  results: readonly ScoredDocument<Passage>[],
): [Passage, ...Passage[]] | undefined {
  const [best, second] = results;
  if (!best || !answersConfidently(index, best.score, tokens)) return undefined;
  return second && addsToBest(second, best) ? [best.doc, second.doc] : [best.doc];
}

function answersConfidently(index: Bm25Index<Passage>, score: number, tokens: readonly string[]): boolean {
  // A short question made only of words the content knows ("Doen jullie webshops?") is
  // answerable even though its one word is too common to score high.
  const allKnown = tokens.length > 0 && tokens.every((token) => index.has(token));
  return score >= MIN_SCORE || (allKnown && score >= MIN_KNOWN_SCORE);
}

function addsToBest(second: ScoredDocument<Passage>, best: ScoredDocument<Passage>): boolean {
  return (
    second.score >= best.score * SECOND_RATIO && second.doc.group !== best.doc.group && !sameText(second.doc, best.doc)
  );
}

function sameText(a: Passage, b: Passage): boolean {
  return a.answer.slice(0, 60) === b.answer.slice(0, 60);
}

/** Whether the question is about websites and the agency at all, even when we have no answer. */
function isAboutOurField(folded: string, tokens: readonly string[]): boolean {
  return DOMAIN_WORDS.test(folded) || tokens.some((token) => CONCEPTS.has(token));
}

/** At most this many words before the "Meer lezen" line: a chat answer is read on a phone. */
export const MAX_ANSWER_WORDS = 90;

/** The words of a text (a list's "-" is not one). */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length;

/**
 * A passage cut to `budget` words at a line or sentence end (at least its first sentence): a
 * list keeps its opening line and as many items as fit.
 */
function fitted(text: string, budget: number): string {
  if (wordCount(text) <= budget) return text;
  // A list too long in full keeps every item by its title ("1. Kennismaking").
  const titles = text.replace(/^(\d+\. [^:\n]+): .*$/gm, '$1');
  if (titles !== text && wordCount(titles) <= budget) return titles;
  const pieces = text.split(/(?<=\n)|(?<=[.!?:])[ \t]+(?=[A-Z"'\d[])/u);
  let kept = pieces[0] ?? '';
  for (const piece of pieces.slice(1)) {
    const next = kept.endsWith('\n') ? kept + piece : `${kept} ${piece}`;
    if (wordCount(next) > budget) break;
    kept = next;
  }
  return kept.trimEnd().replace(/:$/, '.');
}

/**
 * The passages, an invitation when none of them makes one, and, on its own last line, a
 * link to the page of the site the (best) answer comes from: "Meer lezen: [label](/path)".
 * Everything before that line stays within MAX_ANSWER_WORDS: a second passage joins only when it fits.
 */
function compose(chosen: readonly Passage[]): string {
  const invitation = chosen.some((p) => p.invites) ? '' : assistantReplies.callToAction;
  const [first, ...more] = chosen.map((p) => p.answer.trim());
  // The answer itself matters more than the invitation: it gives way to a long answer, or to a
  // second answer to the question (the panel's "Bel me terug" and the page link stay).
  const parts = [fitted(first ?? '', MAX_ANSWER_WORDS)];
  let withInvitation = Boolean(invitation) && wordCount(parts[0] ?? '') + wordCount(invitation) <= MAX_ANSWER_WORDS;
  for (const text of more) {
    const words = wordCount([...parts, text].join(' '));
    if (words + (withInvitation ? wordCount(invitation) : 0) <= MAX_ANSWER_WORDS) parts.push(text);
    else if (words <= MAX_ANSWER_WORDS) {
      parts.push(text);
      withInvitation = false;
    } else break;
  }
  if (withInvitation) parts.push(invitation);
  const page = chosen.find((p) => p.page !== undefined)?.page;
  if (page) parts.push(assistantReplies.readMore(pageLink(page)));
  return parts.join('\n\n');
}

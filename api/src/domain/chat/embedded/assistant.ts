import { assistantReplies, type ChatTopic } from '@agency/content';
import type { ChatActionType, ChatMessage } from '../types';
import { Bm25Index, type ScoredDocument } from './bm25';
import { knowledgeBase, pageLink, type KnowledgeBase, type Passage } from './knowledgeBase';
import { CONCEPTS, foldText, tokenize, withinOneEdit, words } from './normalize';

/**
 * The embedded assistant: finds the passages of the site's content that answer the
 * question (BM25 over normalised Dutch) and answers with their text. It adds nothing of
 * its own but the fixed sentences of @agency/content's `assistantReplies`, so it cannot
 * invent prices, numbers or promises.
 */

export type AnswerKind = 'answer' | 'greeting' | 'thanks' | 'unknown' | 'off_topic' | 'refusal' | 'handoff';

export interface AssistantAnswer {
  kind: AnswerKind;
  text: string;
  passageIds: string[];
  /** What the visitor asked about, for an answer from the content. */
  topic?: ChatTopic;
  /** What the chat should offer after the text: a call back by a person. */
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
  [/\bhoe werkt het\b|\bhoe gaat het (verder|in zijn werk)\b/, 'werkwijze'],
];

/** Words that show the visitor asks about the agency's field, even when we have no answer. */
const DOMAIN_WORDS =
  /\b(web|site|website|webshop|wix|squarespace|joomla|drupal|magento|lightspeed|hosting|domein|domeinnaam|logo|huisstijl|foto|fotografie|teksten|copywriting|onderhoud|ssl|app|apps|marketing|adverten|social|ads|nieuwsbrief|meertalig|vertaling|toegankelijk|wcag|avg|gdpr|privacy|cookie|server|beveiliging|backup|support|studio legende|jullie|bedrijf)/;

/**
 * A request for a person or a call ("kan ik iemand spreken", "bel me terug", "medewerker").
 * Matched on the question's words, each also with one typo ("terugbelen", "medewerkr").
 */
const HANDOFF = {
  /** Alone enough: asking for a call back. */
  callback: [
    'terugbellen',
    'terugbel',
    'terugbelt',
    'terugbelverzoek',
    'teruggebeld',
    'gebeld',
    'belletje',
    'callback',
  ],
  /** Alone enough: someone who works at the agency. */
  staff: ['medewerker', 'medewerkers', 'collega', 'collegas', 'werknemer', 'adviseur', 'human'],
  /** Someone; a request when the visitor also wants to talk, call or get in touch. */
  someone: ['iemand', 'persoon', 'persoonlijk', 'mens', 'mensen', 'person', 'someone'],
  talk: [
    'spreken',
    'spreek',
    'praten',
    'praat',
    'bellen',
    'bel',
    'belt',
    'contact',
    'gesprek',
    'afspraak',
    'chatten',
    'lijn',
    'talk',
    'speak',
    'call',
  ],
  /** To call the visitor: "bel me", "kunnen jullie mij bellen". */
  call: ['bel', 'bellen', 'belt'],
  me: ['me', 'mij'],
} as const;

/** "Ben je een mens?": a question about the assistant, not a request for a person. */
const ABOUT_THE_ASSISTANT =
  /\b(ben|bent|is) (je|jij|u|dit|het) (nu )?(een )?(echte? )?(mens|persoon|bot|robot|ai|computer)\b|\bpraat ik (nu )?met een\b/;
/** "Hoeveel medewerkers hebben jullie?": about the team, not a request. */
const COUNTING = /\b(hoeveel|aantal|hoe groot)\b/;

/** Whether `word` is one of `list`, or one typo away from a word of five letters or more in it. */
function isOneOf(word: string, list: readonly string[]): boolean {
  return list.some(
    (known) =>
      known === word || (known.length >= 5 && word.length >= 5 && known[0] === word[0] && withinOneEdit(known, word)),
  );
}

/** Whether the visitor asks for a person or to be called. */
function asksForPerson(folded: string): boolean {
  const said = words(folded);
  const has = (list: readonly string[]) => said.some((word) => isOneOf(word, list));
  const aboutAssistant = ABOUT_THE_ASSISTANT.test(folded);
  if (has(HANDOFF.callback)) return true;
  if (has(HANDOFF.call) && has(HANDOFF.me)) return true;
  if (aboutAssistant) return false;
  if (has(HANDOFF.staff) && !COUNTING.test(folded)) return true;
  if (said.includes('mens')) return true;
  return has(HANDOFF.someone) && has(HANDOFF.talk);
}

/** The fixed replies: everything the assistant says that is not a passage of the content. */
const FIXED_REPLIES = {
  refusal: assistantReplies.refusal,
  off_topic: assistantReplies.offTopic,
  greeting: assistantReplies.greeting,
  thanks: assistantReplies.thanks,
  unknown: assistantReplies.notFound,
  handoff: assistantReplies.handoff,
} as const satisfies Record<Exclude<AnswerKind, 'answer'>, string>;

/** Replies after which the chat offers a call back by a person. */
const OFFERS_CALLBACK: ReadonlySet<AnswerKind> = new Set(['handoff', 'unknown']);

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
    knowledge.passages.map((passage) => ({
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
  const asked = userMessages(messages);
  const question = (asked.at(-1) ?? '').trim();
  const folded = foldText(question).replace(/\s+/g, ' ');
  if (INSTRUCTION_ATTACK.test(folded)) return fixedReply('refusal');
  // Before the off-topic words: "mijn site is gehackt, kan ik iemand spreken?" wants a person.
  if (asksForPerson(folded)) return fixedReply('handoff');
  if (OFF_TOPIC.test(folded)) return fixedReply('off_topic');
  const ownTokens = queryTokens(retrieval, folded, question);
  if (isGreeting(folded, ownTokens)) return fixedReply('greeting');
  if (THANKS.test(folded)) return fixedReply('thanks');

  const tokens = withServiceOfPreviousQuestion(ownTokens, asked);
  const results = retrieval.index.search(tokens);
  // A price question always gets the pricing policy, whatever else it mentions.
  if (tokens.includes('prijs')) return passageAnswer(pricingPassages(retrieval.knowledge, tokens, results), 'prijzen');
  const passagesFound = bestPassages(retrieval, tokens, results);
  if (passagesFound) return passageAnswer(passagesFound, passagesFound[0].topic);
  return fixedReply(isAboutOurField(folded, tokens) ? 'unknown' : 'off_topic');
}

function userMessages(messages: readonly ChatMessage[]): string[] {
  return messages.filter((message) => message.role === 'user').map((message) => message.content);
}

function fixedReply(kind: FixedReplyKind): AssistantAnswer {
  return {
    kind,
    text: FIXED_REPLIES[kind],
    passageIds: [],
    ...(OFFERS_CALLBACK.has(kind) ? { action: 'offer_callback' as const } : {}),
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

function queryTokens(retrieval: Retrieval, folded: string, text: string): string[] {
  const tokens = tokenize(text).map((token) => correctTypo(retrieval, token));
  for (const [pattern, token] of PHRASES) if (pattern.test(folded)) tokens.push(...tokenize(token), token);
  return tokens;
}

/** A question that names no service is about the service the previous question named. */
function withServiceOfPreviousQuestion(tokens: readonly string[], asked: readonly string[]): string[] {
  if (tokens.some((token) => SERVICE_TOKENS.has(token)) || asked.length < 2) return [...tokens];
  const previous = tokenize(asked.at(-2) ?? '').filter((token) => SERVICE_TOKENS.has(token));
  return [...tokens, ...new Set(previous)];
}

/**
 * The pricing policy; before it the free design when the visitor asks whether the design
 * costs anything, and after it the delivery time when they ask about that too.
 */
function pricingPassages(
  knowledge: KnowledgeBase,
  tokens: readonly string[],
  results: readonly ScoredDocument<Passage>[],
): Passage[] {
  const pricing = knowledge.byId('pricing');
  const design = tokens.includes('ontwerp') ? knowledge.byId('free-design') : undefined;
  const delivery = tokens.includes('levertijd') ? results.find((r) => r.doc.topic === 'levertijd') : undefined;
  return [design, pricing, delivery?.doc].filter((p): p is Passage => p !== undefined);
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

/**
 * The passages, an invitation when none of them makes one, and, on its own last line, a
 * link to the page of the site the (best) answer comes from: "Meer lezen: [label](/path)".
 */
function compose(chosen: readonly Passage[]): string {
  const parts = chosen.map((p) => p.answer.trim());
  if (!chosen.some((p) => p.invites)) parts.push(assistantReplies.callToAction);
  const page = chosen.find((p) => p.page !== undefined)?.page;
  if (page) parts.push(assistantReplies.readMore(pageLink(page)));
  return parts.join('\n\n');
}

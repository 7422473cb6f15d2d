import { chatTopicLabels, chatTopics, isChatTopic } from '@agency/content';
import { createChatQuestionCounts, utcDay, type ChatQuestionCount } from '../../features/chat';
import { defineCommand } from './command';
import { tableLines } from './format';
import { DAYS_PROBLEM, daysOption, readDays } from './options';
import { CHAT_STATS_DEFAULT_DAYS, EXIT, usageError } from './usage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A topic's column heading: its label, or its stored name for a topic no longer in the list. */
const topicLabel = (topic: string) => (isChatTopic(topic) ? chatTopicLabels[topic] : topic);

/**
 * The counts as a table: a row per day with questions (UTC), a column per topic (every topic
 * of the list, then any other stored), the day's total and how many it could not answer;
 * then the totals per topic, and how many per topic were not answered.
 */
function toChatStatsTable(
  rows: readonly ChatQuestionCount[],
  period: { days: number; from: string; to: string },
): string {
  const span =
    period.days === 1
      ? `vandaag (${period.to})`
      : `de laatste ${period.days} dagen (${period.from} tot en met ${period.to})`;
  const heading = `Chatvragen per dag (UTC) en onderwerp, ${span}.\n`;
  if (rows.length === 0) return `${heading}Geen vragen geteld.\n`;
  const topics: string[] = [...chatTopics];
  for (const { topic } of rows) if (!topics.includes(topic)) topics.push(topic);
  const days = [...new Set(rows.map((row) => row.day))];
  const cell = (day: string | undefined, topic: string, field: 'asked' | 'unanswered') =>
    rows
      .filter((row) => (day === undefined || row.day === day) && row.topic === topic)
      .reduce((sum, row) => sum + row[field], 0);
  const sum = (day: string | undefined, field: 'asked' | 'unanswered') =>
    topics.reduce((total, topic) => total + cell(day, topic, field), 0);

  const header = ['dag', ...topics.map(topicLabel), 'totaal', 'niet beantwoord'];
  const table = tableLines(header, [
    ...days.map((day) => [
      day,
      ...topics.map((topic) => String(cell(day, topic, 'asked'))),
      String(sum(day, 'asked')),
      String(sum(day, 'unanswered')),
    ]),
    [
      'totaal',
      ...topics.map((topic) => String(cell(undefined, topic, 'asked'))),
      String(sum(undefined, 'asked')),
      String(sum(undefined, 'unanswered')),
    ],
    [
      'niet beantwoord',
      ...topics.map((topic) => String(cell(undefined, topic, 'unanswered'))),
      String(sum(undefined, 'unanswered')),
    ],
  ]);
  const asked = sum(undefined, 'asked');
  const unanswered = sum(undefined, 'unanswered');
  const share = Math.round((unanswered / asked) * 100);
  return `${heading}\n${table.join('\n')}\n\n${asked} vragen, waarvan ${unanswered} (${share}%) niet beantwoord.\n`;
}

/** `chat-stats`: the chat's questions per day and topic, and how many were not answered. */
export const chatStats = defineCommand({
  options: daysOption,
  missingValue: { days: DAYS_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const days = readDays(values.days, () => CHAT_STATS_DEFAULT_DAYS);
    if (days === undefined) return usageError(out, DAYS_PROBLEM);
    const now = Date.now();
    const period = { days, from: utcDay(new Date(now - (days - 1) * DAY_MS)), to: utcDay(new Date(now)) };
    return withDatabase(async (database) => {
      const rows = await createChatQuestionCounts(database.db).since(period.from);
      out.write(toChatStatsTable(rows, period));
      return EXIT.ok;
    });
  },
});

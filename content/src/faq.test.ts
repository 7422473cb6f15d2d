import { describe, expect, it } from 'vitest';
import { chatQuickReplies, chatTopicLabels, chatTopics, faq, isChatTopic } from './index';

describe('the FAQ and the topics', () => {
  it('when the FAQ is read, then every question has an id of its own, a readable slug', () => {
    const ids = faq.map((item) => item.id);
    expect(new Set(ids).size).toBe(faq.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('when the FAQ is read, then every question has a topic of the one list', () => {
    for (const item of faq) expect(chatTopics, item.id).toContain(item.topic);
  });

  it('when the topics are read, then each has a Dutch label of its own and the chat chips are some of them', () => {
    expect(Object.keys(chatTopicLabels).sort()).toEqual([...chatTopics].sort());
    const labels = Object.values(chatTopicLabels);
    expect(new Set(labels).size).toBe(labels.length);
    for (const chip of chatQuickReplies) expect(labels).toContain(chip);
  });

  it('when a word is checked against the topics, then only a topic of the list is one', () => {
    expect(chatTopics.every(isChatTopic)).toBe(true);
    expect(isChatTopic('Prijzen')).toBe(false);
    expect(isChatTopic('faq')).toBe(false);
  });
});

export { createChatQuestionCounts, utcDay } from './data/chatQuestionCounts';
export type { ChatQuestionCount } from './data/chatQuestionCounts';
export { createFeedbackRepository } from './data/feedbackRepository';
export type { ChatFeedback, FeedbackCounts, FeedbackRepository } from './data/feedbackRepository';
export { createEmbeddedProvider } from './domain/embedded/embeddedProvider';
export { cases, embeddedAnswerer, evaluateCase, providerAnswerer } from './domain/evaluation/evaluation';
export type { Answerer } from './domain/evaluation/evaluation';
export { createQuestionStats } from './domain/questionStats';
export type { QuestionStats } from './domain/questionStats';
export type { ChatMessage, ChatProvider } from './domain/types';
export { chatRoutes } from './routes/chat';
export { chatFeedbackRoutes } from './routes/feedback';

/** The external model's provider, loaded only when a model is configured (it loads `openai`). */
export const loadOpenAIProvider = () => import('./domain/openaiProvider');

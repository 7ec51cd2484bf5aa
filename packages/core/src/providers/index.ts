export { worstCaseCompletionMs } from './provider';
export { answerLocally, CLOSEST_ONLY, type LocalAnswerOptions } from './local-provider';
export { localAnswerInput } from './local-chat-provider';

export { worstCaseCompletionMs } from './provider';
export { answerLocally, type LocalAnswerOptions } from './local-provider';
export { localAnswerInput } from './local-chat-provider';

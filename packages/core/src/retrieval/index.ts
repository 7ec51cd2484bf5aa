export { chunkTexts, leadingChunkRefs } from './scope-chunks';
export { approximateScores, documentNameMatches, exactScores, lexemeHits } from './ranked-chunks';
export { assembleContext } from './assemble-context';
export { lexemeFrequencies } from './lexeme-frequency';
export { TermIndexCache } from './term-index-cache';

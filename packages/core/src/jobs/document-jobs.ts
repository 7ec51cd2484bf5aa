import { DocId as docid } from '@docent/contract';
import { z } from 'zod';
import { defineJob } from './define-job';

/** Analyse a stored document: detect type, extract text per page (OCR where needed), chunk and index. */
export const analyseJob = defineJob('analyse', z.object({ docid }), { maxAttempts: 3 });

/** Forced OCR of every page of a document (POST /doc/{docid}/ocr). */
export const ocrJob = defineJob('ocr', z.object({ docid, requestId: z.string().min(1) }), { maxAttempts: 3 });

/** Embed a ready document's chunks with the operator's embeddings model (a follow-up of analysis and OCR). */
export const embedJob = defineJob('embed', z.object({ docid }), { maxAttempts: 8 });

/** Postgres NOTIFY channel announcing that a document finished analysis (payload: the docid). */
export const DOCUMENT_DONE_CHANNEL = 'docent_document_done';

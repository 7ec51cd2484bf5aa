import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { component } from './common/openapi-names';
import { CHAT_EVENT_STREAM_OPENAPI, ChatRequest, ChatResult } from './chat.schemas';
import { errorResponses } from './common/error';
import { DocId } from './common/ids';
import { WorkspaceId } from './common/integers';
import { NullableMetadata } from './common/metadata';
import { OptionsParam } from './common/options';
import { DOC_PAGE_MAX, pagingQuery } from './common/paging';
import { IdempotencyHeaders } from './common/idempotency';
import { WorkspaceHeaders } from './common/workspace';
import { intParam } from './common/integers';

const c = initContract();

export const DocumentStatus = z.enum(['queued', 'processing', 'ready', 'failed']);

/** A forced OCR (POST /doc/{docid}/ocr) queued or running: its id (as in `queue`) and how far it got. */
export const OcrProgress = component(
  'OcrProgress',
  z.object({
    id: z
      .string()
      .regex(/^ocr-[0-9a-z]{16}$/)
      .describe('The id POST /doc/{docid}/ocr answered; also the request_id of its charge in GET /credits'),
    pages_read: z.number().int().min(0).describe('Pages read so far'),
    pages: z.number().int().min(0).describe('Pages to read'),
  }),
);

/** SPEC.md Doc, plus the DESIGN.md extension fields (status, error, pages, type, size, created_at, ocr, embeddings). */
export const Doc = component(
  'Doc',
  z.object({
    docid: DocId,
    workspace: WorkspaceId,
    name: z.string(),
    metadata: NullableMetadata.optional(),
    ready: z.boolean(),
    status: DocumentStatus,
    error: z.string().nullable(),
    pages: z.number().int().nullable(),
    type: z.string().nullable(),
    size: z.number().int().nullable(),
    created_at: z.string().datetime(),
    ocr: OcrProgress.nullable().describe('A forced OCR in progress, or null'),
    /**
     * Extension: embeddings of the document's text for search by meaning (DOCENT_EMBEDDINGS_MODEL): null when none
     * are configured; `pending` (chat is lexical meanwhile), `ready` (chat is hybrid) or `failed` (stays lexical).
     */
    embeddings: z
      .enum(['pending', 'ready', 'failed'])
      .nullable()
      .optional()
      .describe('Embeddings for search by meaning: null when none are configured, else pending, ready or failed'),
  }),
);
export type Doc = z.infer<typeof Doc>;

export const CreateDocBody = component(
  'CreateDocRequest',
  z.object({
    url: z
      .string({ required_error: 'url is required' })
      .url('url must be an absolute URL')
      .max(2048, 'url is at most 2048 characters'),
    name: z.string().min(1, 'name must not be empty').max(500, 'name is at most 500 characters').optional(),
  }),
);

export const UpdateDocBody = component(
  'UpdateDocRequest',
  z.object({
    name: z.string().min(1, 'name must not be empty').max(500, 'name is at most 500 characters').optional(),
    metadata: NullableMetadata.optional(),
  }),
);

export const PageText = component(
  'PageText',
  z.object({
    docid: DocId,
    page: z.number().int(),
    text: z.string(),
    source: z.enum(['text', 'ocr', 'image', 'empty']),
    confidence: z.number().nullable(),
    low_confidence: z.boolean(),
  }),
);

/** multipart/form-data with one or more `file` parts. */
export type UploadBody = { file: unknown[] };

const docidPath = z.object({ docid: DocId });

export const documentsContract = c.router(
  {
    listDocs: {
      method: 'GET',
      path: '/doc',
      headers: WorkspaceHeaders,
      query: pagingQuery(DOC_PAGE_MAX),
      responses: { 200: z.object({ data: z.array(Doc) }) },
      summary: 'List the documents of the workspace, oldest first',
    },
    createDoc: {
      method: 'POST',
      path: '/doc',
      headers: WorkspaceHeaders.merge(IdempotencyHeaders),
      body: CreateDocBody,
      responses: { 200: z.object({ data: z.array(DocId) }) },
      summary: 'Add a document by fetching a public URL',
    },
    uploadDocs: {
      method: 'POST',
      path: '/doc/upload/:options',
      headers: WorkspaceHeaders.merge(IdempotencyHeaders),
      pathParams: z.object({ options: OptionsParam }),
      contentType: 'multipart/form-data',
      body: c.type<UploadBody>(),
      responses: { 200: z.object({ data: z.array(Doc) }) },
      summary: 'Upload documents (option sync waits until they are analysed)',
    },
    getDoc: {
      method: 'GET',
      path: '/doc/:docid',
      pathParams: docidPath,
      responses: { 200: Doc },
      summary: 'Get a document',
    },
    updateDoc: {
      method: 'PUT',
      path: '/doc/:docid',
      pathParams: docidPath,
      body: UpdateDocBody,
      responses: { 200: Doc },
      summary: 'Rename a document or set its metadata',
    },
    deleteDoc: {
      method: 'DELETE',
      path: '/doc/:docid',
      pathParams: docidPath,
      body: c.noBody(),
      responses: { 200: Doc },
      summary: 'Delete a document',
    },
    getDocLink: {
      method: 'GET',
      path: '/doc/:docid/link',
      pathParams: docidPath,
      responses: { 200: z.object({ data: z.object({ link: z.string() }) }) },
      summary: 'A signed, expiring download link to the original file',
    },
    chatDoc: {
      method: 'POST',
      path: '/doc/:docid/chat',
      headers: IdempotencyHeaders,
      pathParams: docidPath,
      body: ChatRequest,
      responses: { 200: ChatResult },
      metadata: { openApi: { eventStream: CHAT_EVENT_STREAM_OPENAPI } },
      summary: 'Chat with one document',
    },
    ocrDoc: {
      method: 'POST',
      path: '/doc/:docid/ocr',
      headers: IdempotencyHeaders,
      pathParams: docidPath,
      body: c.noBody(),
      responses: {
        200: z.object({
          queue: z
            .array(z.string().regex(/^ocr-[0-9a-z]{16}$/))
            .describe(
              'The OCR id (`ocr-` + 16 of [0-9a-z]); follow it on the Doc (`ocr`) and in GET /credits (request_id)',
            ),
        }),
      },
      summary: 'Force OCR of every page of a document',
    },
    getPageText: {
      method: 'GET',
      path: '/doc/:docid/pages/:page/text',
      pathParams: z.object({ docid: DocId, page: intParam({ min: 1, max: 100000, name: 'page' }) }),
      responses: { 200: z.object({ data: PageText }) },
      summary: 'Extension: the extracted text of one page',
    },
  },
  { commonResponses: errorResponses },
);

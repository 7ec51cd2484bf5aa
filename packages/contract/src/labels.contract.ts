import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { component } from './common/openapi-names';
import { CHAT_EVENT_STREAM_OPENAPI, ChatRequest, ChatResult } from './chat.schemas';
import { errorResponses } from './common/error';
import { DocId, LABELID_PATTERN, LabelRef, LabelRefList } from './common/ids';
import { WorkspaceId } from './common/integers';
import { NullableMetadata } from './common/metadata';
import { OptionsParam } from './common/options';
import { LABEL_PAGE_MAX, pagingQuery } from './common/paging';
import { IdempotencyHeaders } from './common/idempotency';
import { WorkspaceHeaders } from './common/workspace';
import type { UploadBody } from './documents.contract';

const c = initContract();

export const HexColor = z
  .string({ required_error: 'color is required' })
  .regex(
    /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
    'color must be a hex color code such as #3a7bd5',
  );

const MAX_DOCIDS = 1000;
const DocIdList = z.array(DocId).max(MAX_DOCIDS, `at most ${MAX_DOCIDS} docids per request`);

export const Label = component(
  'Label',
  z.object({
    lid: z.string().uuid(),
    labelid: z.string().regex(LABELID_PATTERN).optional(),
    workspace: WorkspaceId,
    name: z.string(),
    metadata: NullableMetadata.optional(),
    docids: z.array(DocId),
    color: z.string().describe('Hex color code, e.g. #3a7bd5'),
  }),
);
export type Label = z.infer<typeof Label>;

export const CreateLabelBody = component(
  'CreateLabelRequest',
  z.object({
    name: z
      .string({ required_error: 'name is required' })
      .min(1, 'name must not be empty')
      .max(200, 'name is at most 200 characters'),
    color: HexColor,
    metadata: NullableMetadata.optional(),
    docids: DocIdList.optional(),
  }),
);

export const UpdateLabelBody = component(
  'UpdateLabelRequest',
  z.object({
    name: z.string().min(1, 'name must not be empty').max(200, 'name is at most 200 characters').optional(),
    metadata: NullableMetadata.optional(),
    color: HexColor.optional(),
    docids: z.object({ tag: DocIdList.optional(), untag: DocIdList.optional() }).optional(),
  }),
);

const labelPath = z.object({ labelid: LabelRef });

export const labelsContract = c.router(
  {
    listLabels: {
      method: 'GET',
      path: '/label',
      headers: WorkspaceHeaders,
      query: pagingQuery(LABEL_PAGE_MAX),
      responses: { 200: z.object({ data: z.array(Label) }) },
      summary: 'List the labels of the workspace, oldest first',
    },
    createLabel: {
      method: 'POST',
      path: '/label',
      headers: WorkspaceHeaders.merge(IdempotencyHeaders),
      body: CreateLabelBody,
      responses: { 200: z.object({ data: z.array(Label) }) },
      summary: 'Create a label',
    },
    uploadToLabels: {
      method: 'POST',
      path: '/label/:labelid/upload/:options',
      headers: WorkspaceHeaders.merge(IdempotencyHeaders),
      pathParams: z.object({ labelid: LabelRefList, options: OptionsParam }),
      contentType: 'multipart/form-data',
      body: c.type<UploadBody>(),
      responses: { 200: z.object({ data: z.array(Label) }) },
      summary: 'Upload documents and tag them with one or more labels',
    },
    getLabel: {
      method: 'GET',
      path: '/label/:labelid',
      pathParams: labelPath,
      responses: { 200: Label },
      summary: 'Get a label',
    },
    updateLabel: {
      method: 'PUT',
      path: '/label/:labelid',
      pathParams: labelPath,
      body: UpdateLabelBody,
      responses: { 200: Label },
      summary: 'Rename, recolor, set metadata, tag or untag documents',
    },
    deleteLabel: {
      method: 'DELETE',
      path: '/label/:labelid',
      pathParams: labelPath,
      body: c.noBody(),
      responses: { 200: Label },
      summary: 'Delete a label (its documents stay)',
    },
    chatLabel: {
      method: 'POST',
      path: '/label/:labelid/chat',
      headers: IdempotencyHeaders,
      pathParams: labelPath,
      body: ChatRequest,
      responses: { 200: ChatResult },
      metadata: { openApi: { eventStream: CHAT_EVENT_STREAM_OPENAPI } },
      summary: 'Chat with every document of a label',
    },
  },
  { commonResponses: errorResponses },
);

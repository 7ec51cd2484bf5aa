import { contract } from '@docent/contract';
import type { ApiContext } from '../context';
import { s } from './server';
import { listDocs } from './documents/list-docs';
import { getDoc } from './documents/get-doc';
import { updateDoc } from './documents/update-doc';
import { deleteDoc } from './documents/delete-doc';
import { listLabels } from './labels/list-labels';
import { createLabel } from './labels/create-label';
import { getLabel } from './labels/get-label';
import { updateLabel } from './labels/update-label';
import { deleteLabel } from './labels/delete-label';
import { listModels, listModelsWithOptions } from './models/list-models';
import { getCredits } from './credits/get-credits';
import { createDoc } from './documents/create-doc';
import { uploadDocs } from './documents/upload-docs';
import { getDocLink } from './documents/get-doc-link';
import { getPageText } from './documents/get-page-text';
import { ocrDoc } from './documents/ocr-doc';
import { uploadToLabels } from './labels/upload-to-labels';
import { chatDoc } from './documents/chat-doc';
import { chatLabel } from './labels/chat-label';
import { createWebhook } from './webhooks/create-webhook';
import { listWebhooks } from './webhooks/list-webhooks';
import { deleteWebhook } from './webhooks/delete-webhook';
import { testWebhook } from './webhooks/test-webhook';
import { listWebhookDeliveries } from './webhooks/list-webhook-deliveries';

/** Every route of the contract, each implemented in its own file. */
export function buildRouter(ctx: ApiContext) {
  return s.router(contract, {
    models: {
      listModels: listModels(ctx),
      listModelsWithOptions: listModelsWithOptions(ctx),
    },
    credits: {
      getCredits: getCredits(ctx),
    },
    documents: {
      listDocs: listDocs(ctx),
      createDoc: createDoc(ctx),
      uploadDocs: uploadDocs(ctx),
      getDoc: getDoc(ctx),
      updateDoc: updateDoc(ctx),
      deleteDoc: deleteDoc(ctx),
      getDocLink: getDocLink(ctx),
      chatDoc: chatDoc(ctx),
      ocrDoc: ocrDoc(ctx),
      getPageText: getPageText(ctx),
    },
    labels: {
      listLabels: listLabels(ctx),
      createLabel: createLabel(ctx),
      uploadToLabels: uploadToLabels(ctx),
      getLabel: getLabel(ctx),
      updateLabel: updateLabel(ctx),
      deleteLabel: deleteLabel(ctx),
      chatLabel: chatLabel(ctx),
    },
    webhooks: {
      createWebhook: createWebhook(ctx),
      listWebhooks: listWebhooks(ctx),
      deleteWebhook: deleteWebhook(ctx),
      testWebhook: testWebhook(ctx),
      listWebhookDeliveries: listWebhookDeliveries(ctx),
    },
  });
}

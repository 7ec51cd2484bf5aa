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
import { notYet } from './not-yet';
import { chatDoc } from './documents/chat-doc';
import { chatLabel } from './labels/chat-label';

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
      createDoc: notYet('POST /doc'),
      uploadDocs: notYet('upload'),
      getDoc: getDoc(ctx),
      updateDoc: updateDoc(ctx),
      deleteDoc: deleteDoc(ctx),
      getDocLink: notYet('links'),
      chatDoc: chatDoc(ctx),
      ocrDoc: notYet('OCR'),
      getPageText: notYet('page text'),
    },
    labels: {
      listLabels: listLabels(ctx),
      createLabel: createLabel(ctx),
      uploadToLabels: notYet('upload'),
      getLabel: getLabel(ctx),
      updateLabel: updateLabel(ctx),
      deleteLabel: deleteLabel(ctx),
      chatLabel: chatLabel(ctx),
    },
  });
}

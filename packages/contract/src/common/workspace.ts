import { z } from 'zod';
import { intParam, WORKSPACE_MAX, WORKSPACE_MIN } from './integers';

/** The optional `da-workspace` header selecting the workspace (default 0). */
export const WorkspaceHeaders = z.object({
  'da-workspace': intParam({ min: WORKSPACE_MIN, max: WORKSPACE_MAX, name: 'da-workspace', default: 0 }).optional(),
});

import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { component, documentedAs } from './common/openapi-names';
import { errorResponses } from './common/error';
import { intParam, WORKSPACE_MAX, WORKSPACE_MIN, WorkspaceId } from './common/integers';

const c = initContract();

export const LEDGER_REASONS = ['chat', 'chatbot', 'api', 'other'] as const;
export const CREDITS_MAX_SPAN_DAYS = 31;
export const CREDITS_PAGE_MAX = 200;

const DateTime = (name: string) =>
  z.string().datetime({ offset: true, message: `${name} must be an RFC 3339 date-time` });

export const CreditsQuery = z
  .object({
    start: DateTime('start').optional(),
    end: DateTime('end').optional(),
    // SPEC.md: an omitted or invalid reason means all reasons.
    reason: documentedAs(
      z
        .string()
        .transform((v) =>
          (LEDGER_REASONS as readonly string[]).includes(v) ? (v as (typeof LEDGER_REASONS)[number]) : undefined,
        ),
      {
        type: 'string',
        enum: [...LEDGER_REASONS],
        description: 'Only entries of this reason group (an unknown value means all)',
      },
    ).optional(),
    workspace: intParam({ min: WORKSPACE_MIN, max: WORKSPACE_MAX, name: 'workspace' }).optional(),
    limit: intParam({ min: 1, max: CREDITS_PAGE_MAX, name: 'limit', default: 100 }).optional(),
    cursor: DateTime('cursor').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.start && q.end) {
      const span = Date.parse(q.end) - Date.parse(q.start);
      if (span <= 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['end'], message: 'end must be after start' });
      else if (span > CREDITS_MAX_SPAN_DAYS * 86_400_000)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['end'],
          message: `the range from start to end is at most ${CREDITS_MAX_SPAN_DAYS} days`,
        });
    }
  });

export const LedgerItem = component(
  'LedgerItem',
  z.object({
    event_ts: z.string().datetime({ offset: true }),
    reason: documentedAs(z.string(), { type: 'string', enum: [...LEDGER_REASONS] }),
    workspace: WorkspaceId.nullable().optional(),
    delta_monthly: z.number(),
    delta_bundle: z.number(),
    request_id: z.string().nullable().optional(),
  }),
);

export const CreditsReport = component(
  'CreditsReport',
  z.object({
    summary: z.object({
      start: z.string().datetime({ offset: true }),
      end: z.string().datetime({ offset: true }),
      count: z.number().int().min(0),
      monthly_delta: z.number(),
      bundle_delta: z.number(),
    }),
    ledger: z.object({
      items: z.array(LedgerItem),
      nextCursor: z.string().datetime({ offset: true }).nullable(),
    }),
  }),
);
export type CreditsReport = z.infer<typeof CreditsReport>;

export const creditsContract = c.router(
  {
    getCredits: {
      method: 'GET',
      path: '/credits',
      query: CreditsQuery,
      responses: { 200: z.object({ data: CreditsReport }) },
      summary: 'Credit usage of the API key: summary and ledger (newest first)',
    },
  },
  { commonResponses: errorResponses },
);

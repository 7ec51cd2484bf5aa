/**
 * The baseline of bench/http: a bare Express 5 + pg handler doing the same primary-key lookup as
 * GET /api/v1/doc/{docid} (same columns, same JSON shape), with no auth, logging, metrics or validation.
 * Run as its own process: `node --import tsx bench/http/bare-server.ts` with DATABASE_URL, PORT, ACCOUNT_ID.
 */
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const accountId = process.env.ACCOUNT_ID;
const app = express();
app.get('/api/v1/doc/:docid', async (req, res) => {
  const { rows } = await pool.query(
    `select id, workspace, name, metadata, status, error, pages, mime_type, byte_size, created_at
     from documents where id = $1 and account_id = $2`,
    [req.params.docid, accountId],
  );
  const row = rows[0];
  if (!row) return void res.status(404).json({ error: { message: 'not found' } });
  res.json({
    docid: row.id,
    workspace: row.workspace,
    name: row.name,
    metadata: row.metadata ?? null,
    ready: row.status === 'ready',
    status: row.status,
    error: row.error,
    pages: row.pages,
    type: row.mime_type,
    size: row.byte_size === null ? null : Number(row.byte_size),
    created_at: new Date(row.created_at).toISOString(),
  });
});
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.listen(Number(process.env.PORT), '127.0.0.1');

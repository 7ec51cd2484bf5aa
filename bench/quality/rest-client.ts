import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The few SPEC.md calls the benchmark makes, over plain HTTP (no code of the service under test is imported). */
export interface Doc {
  docid: string;
  name: string;
  ready: boolean;
  status?: string;
  error?: string | null;
  pages?: number | null;
}

export interface Citation {
  docid?: string;
  name?: string;
  page?: number;
  quote?: string;
}

export interface ChatResult {
  promptid: string;
  tid: string;
  answer: string;
  /** Extension field of the improved chat (issue 12); absent in release-1. */
  citations?: Citation[];
}

export interface ChatBody {
  prompt: string;
  model?: string;
  budget?: number;
  page?: boolean;
}

export class RestClient {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  private async call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${this.apiKey}`,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** POST /doc/upload/sync with every file in one request; answers when all are analysed (or the sync wait ends). */
  async upload(files: Array<{ path: string; name: string }>): Promise<Doc[]> {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([readFileSync(f.path)]), f.name ?? path.basename(f.path));
    return (await this.call<{ data: Doc[] }>('POST', '/doc/upload/sync', form)).data;
  }

  getDoc(docid: string): Promise<Doc> {
    return this.call<Doc>('GET', `/doc/${docid}`);
  }

  /** Waits until every document is ready (the upload's sync wait covers nearly all of it); fails on a failed one. */
  async waitReady(docids: string[], timeoutMs = 600_000): Promise<Doc[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const docs = await Promise.all(docids.map((id) => this.getDoc(id)));
      const failed = docs.find((d) => d.status === 'failed');
      if (failed) throw new Error(`${failed.name} failed to analyse: ${failed.error}`);
      if (docs.every((d) => d.ready)) return docs;
      if (Date.now() > until) throw new Error(`documents not ready after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  async createLabel(name: string, docids: string[]): Promise<string> {
    const labels = (
      await this.call<{ data: Array<{ lid: string; labelid?: string }> }>('POST', '/label', {
        name,
        color: '#336699',
        docids,
      })
    ).data;
    return labels[0].labelid ?? labels[0].lid;
  }

  async pageText(docid: string, page: number): Promise<string> {
    return (await this.call<{ data: { text: string } }>('GET', `/doc/${docid}/pages/${page}/text`)).data.text;
  }

  async models(): Promise<Array<{ id: string; default?: boolean; budget?: { default: number; max: number } }>> {
    return (
      await this.call<{ data: Array<{ id: string; default?: boolean; budget?: { default: number; max: number } }> }>(
        'GET',
        '/models',
      )
    ).data;
  }

  chat(scope: { docid: string } | { labelid: string }, body: ChatBody): Promise<ChatResult> {
    const pathname = 'docid' in scope ? `/doc/${scope.docid}/chat` : `/label/${scope.labelid}/chat`;
    return this.call<ChatResult>('POST', pathname, body);
  }
}

import MsgReaderModule from '@kenjiuno/msgreader';
import PostalMime, { type Address } from 'postal-mime';
import { htmlToText } from './extract-html';
import {
  DEFAULT_TABLE_LIMITS,
  DocumentRejected,
  isDocumentRejected,
  type ExtractedPage,
  type ExtractionLimits,
  type ExtractionResult,
} from './extraction-types';
import { PageList } from './page-list';

/** An e-mail as Docent reads it, whatever its file format (EML or Outlook MSG). */
export interface MailMessage {
  from: string;
  to: string;
  cc: string;
  date: string;
  subject: string;
  body: string;
  attachments: Array<{ name: string; mime: string; bytes: Uint8Array }>;
}

/** Reads an attachment's bytes as a document of its own (detect + extract), one level deeper. */
export type ExtractPart = (bytes: Uint8Array, limits: ExtractionLimits, depth: number) => Promise<ExtractionResult>;

// An e-mail attached to an e-mail attached to an e-mail is read; one more level is named but not read.
const MAX_MAIL_DEPTH = 3;

const MsgReader = ((MsgReaderModule as unknown as { default?: typeof MsgReaderModule }).default ??
  MsgReaderModule) as typeof MsgReaderModule;

function formatDate(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const mailbox = (name: string | undefined, address: string | undefined) =>
  name && address && name !== address ? `${name} <${address}>` : (address ?? name ?? '');

function addresses(list: Address | Address[] | undefined): string {
  const all = Array.isArray(list) ? list : list ? [list] : [];
  return all
    .flatMap((a) =>
      a.group
        ? [`${a.name}: ${a.group.map((m) => mailbox(m.name, m.address)).join(', ')}`]
        : [mailbox(a.name, a.address)],
    )
    .filter(Boolean)
    .join(', ');
}

/** The body a reader sees: the HTML part (its tables kept) when there is one, else the plain text. */
function bodyText(html: string | undefined, text: string | undefined): string {
  if (html && (/<table/i.test(html) || !text?.trim())) return htmlToText(html);
  return (text ?? '').replace(/\r\n?/g, '\n').trim();
}

/** An RFC 822 message (EML) through postal-mime; inline images referenced by the HTML are not attachments. */
export async function readEml(bytes: Uint8Array): Promise<MailMessage> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(bytes, {
      forceRfc822Attachments: true,
      attachmentEncoding: 'arraybuffer',
      maxNestingDepth: 50,
    });
  } catch (error) {
    throw new DocumentRejected(
      `corrupt e-mail: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
    );
  }
  return {
    from: addresses(email.from),
    to: addresses(email.to),
    cc: addresses(email.cc),
    date: formatDate(email.date),
    subject: email.subject ?? '',
    body: bodyText(email.html, email.text),
    attachments: email.attachments
      .filter((a) => !a.related)
      .map((a, i) => ({
        name: a.filename ?? `attachment-${i + 1}`,
        mime: a.mimeType,
        bytes:
          a.content instanceof ArrayBuffer
            ? new Uint8Array(a.content)
            : typeof a.content === 'string'
              ? Buffer.from(a.content)
              : a.content,
      })),
  };
}

/** An Outlook message (MSG) through @kenjiuno/msgreader; hidden attachments (inline images) are left out. */
export function readMsg(bytes: Uint8Array): MailMessage {
  try {
    const reader = new MsgReader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const data = reader.getFileData();
    if (data.error) throw new Error(data.error);
    const recipients = (type: string) =>
      (data.recipients ?? [])
        .filter((r) => (r.recipType ?? 'to') === type)
        .map((r) => mailbox(r.name, r.smtpAddress ?? r.email))
        .join(', ');
    return {
      from: mailbox(data.senderName, data.senderSmtpAddress ?? data.senderEmail),
      to: recipients('to'),
      cc: recipients('cc'),
      date: formatDate(data.messageDeliveryTime ?? data.clientSubmitTime),
      subject: data.subject ?? '',
      body: bodyText(data.bodyHtml ?? (data.html ? new TextDecoder().decode(data.html) : undefined), data.body),
      attachments: (data.attachments ?? [])
        .filter((a) => !a.attachmentHidden)
        .map((a, i) => {
          const file = reader.getAttachment(a);
          return {
            name: file.fileName || `attachment-${i + 1}`,
            mime: a.attachMimeTag ?? (a.innerMsgContent ? 'application/vnd.ms-outlook' : ''),
            bytes: file.content,
          };
        }),
    };
  } catch (error) {
    if (isDocumentRejected(error)) throw error;
    throw new DocumentRejected(
      `corrupt Outlook message: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
    );
  }
}

/**
 * An e-mail's pages: the headers (from, to, cc, date, subject, attachment names) and the body first, then each
 * attachment analysed as a part of the same document, in order, each starting a new page that names it. An
 * attachment that cannot be read (unsupported, corrupt, over a limit) gets one page saying so; the message is
 * still read. Pages of attachments that need OCR point into `parts`.
 */
export async function emailPages(
  mail: MailMessage,
  limits: ExtractionLimits,
  depth: number,
  extractPart: ExtractPart,
): Promise<{ pages: ExtractedPage[]; parts: Uint8Array[] }> {
  const maxAttachments = limits.maxAttachments ?? DEFAULT_TABLE_LIMITS.maxAttachments;
  if (mail.attachments.length > maxAttachments) {
    throw new DocumentRejected(
      `e-mail has ${mail.attachments.length} attachments; the limit is ${maxAttachments} attachments per message`,
    );
  }
  const header = [
    ['From', mail.from],
    ['To', mail.to],
    ['Cc', mail.cc],
    ['Date', mail.date],
    ['Subject', mail.subject],
    ['Attachments', mail.attachments.map((a) => a.name).join(', ')],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  const list = new PageList(limits.maxPages);
  list.pushText(`${header}\n\n${mail.body}`.trim());
  const pages: ExtractedPage[] = list.pages.map((text) => ({ pageNo: 0, text }));
  const parts: Uint8Array[] = [];
  const add = (page: ExtractedPage) => {
    if (pages.length >= limits.maxPages) {
      throw new DocumentRejected(
        `document has more than ${limits.maxPages} pages; the limit is ${limits.maxPages} pages per document`,
      );
    }
    pages.push(page);
  };
  for (const [i, attachment] of mail.attachments.entries()) {
    const title = `# Attachment ${i + 1}: ${attachment.name}`;
    if (depth >= MAX_MAIL_DEPTH && /rfc822|outlook/.test(attachment.mime)) {
      add({
        pageNo: 0,
        text: `${title}\n\nNot analysed: e-mails nested more than ${MAX_MAIL_DEPTH} deep are not read.`,
      });
      continue;
    }
    let result: ExtractionResult;
    try {
      result = await extractPart(attachment.bytes, limits, depth + 1);
    } catch (error) {
      if (!isDocumentRejected(error)) throw error;
      add({ pageNo: 0, text: `${title}\n\nNot analysed: ${(error as Error).message}` });
      continue;
    }
    const own = parts.length;
    const nested = result.parts ?? [];
    parts.push(...nested);
    let partIndex: number | undefined;
    for (const [n, page] of result.pages.entries()) {
      const text = n === 0 ? `${title}\n\n${page.text}`.trim() : page.text;
      let ocr = page.ocr;
      if (ocr) {
        // A mark into a nested e-mail's parts moves with them; a mark into the attachment itself points to it.
        if (ocr.part) {
          ocr = { ...ocr, part: { ...ocr.part, index: own + ocr.part.index } };
        } else {
          partIndex ??= parts.push(attachment.bytes) - 1;
          ocr = { ...ocr, part: { index: partIndex, pageNo: page.pageNo } };
        }
      }
      add({ pageNo: 0, text, ...(ocr ? { ocr } : {}) });
    }
  }
  return { pages: pages.map((page, i) => ({ ...page, pageNo: i + 1 })), parts };
}

import { DocumentRejected, type DetectedType } from './extraction-types';

/**
 * Tells apart the documents stored as OLE2 compound files (the same container holds Excel 97–2003 workbooks,
 * Outlook messages, and the legacy Word and PowerPoint files) by their streams, read with SheetJS's CFB reader.
 */
export async function detectCfbType(bytes: Uint8Array): Promise<DetectedType> {
  let names: string[];
  try {
    const XLSX = await import('@e965/xlsx'); // loaded on first use: it is several MB of code
    names = XLSX.CFB.read(bytes, { type: 'buffer' }).FileIndex.map((entry: { name: string }) => entry.name);
  } catch {
    throw new DocumentRejected('corrupt file: a damaged Office 97–2003 (OLE2) container');
  }
  const has = (name: string) => names.includes(name);
  if (has('Workbook') || has('Book')) return { kind: 'xls', mime: 'application/vnd.ms-excel' };
  if (has('__properties_version1.0') || names.some((n) => n.startsWith('__substg1.0_'))) {
    return { kind: 'msg', mime: 'application/vnd.ms-outlook' };
  }
  if (has('EncryptedPackage')) throw new DocumentRejected('the Office file is protected by a password; refused');
  if (has('WordDocument'))
    throw new DocumentRejected('unsupported file type: application/msword (Word 97–2003 .doc; save it as DOCX)');
  if (has('PowerPoint Document')) {
    throw new DocumentRejected(
      'unsupported file type: application/vnd.ms-powerpoint (PowerPoint 97–2003 .ppt; save it as PPTX)',
    );
  }
  throw new DocumentRejected(
    'unsupported file type: application/x-cfb (an OLE2 container that is no XLS workbook or Outlook message)',
  );
}

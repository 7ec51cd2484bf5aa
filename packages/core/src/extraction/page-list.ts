import { DocumentRejected } from './extraction-types';
import { paginateText } from './paginate-text';

/** Pages as they are found, refused the moment there are more than `maxPages` (before they cost more memory). */
export class PageList {
  readonly pages: string[] = [];
  constructor(private readonly maxPages: number) {}

  push(text: string): void {
    if (this.pages.length >= this.maxPages) {
      throw new DocumentRejected(
        `document has more than ${this.maxPages} pages; the limit is ${this.maxPages} pages per document`,
      );
    }
    this.pages.push(text);
  }

  /** A section of running text (a chapter, a body): one page, or virtual pages when it is long. */
  pushText(text: string): void {
    for (const page of paginateText(text, { maxPages: this.maxPages - this.pages.length + 1 })) this.push(page.trim());
  }
}

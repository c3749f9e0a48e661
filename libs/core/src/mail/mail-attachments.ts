import { Injectable } from '@nestjs/common';

/** What a message names as an attachment: a kind of document and its record id. */
export interface AttachmentRef {
  source: string;
  id: number;
  /** What else the document depends on (a statement's date and customer kind), as text. */
  options?: Record<string, string>;
}

export interface AttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

type Resolver = (id: number, options: Record<string, string>) => Promise<AttachmentFile>;

/**
 * Attachments are made when the mail is sent, from the records they show (an invoice PDF from
 * the invoice), so a resent mail carries the current document and no file is stored twice. Domain
 * modules register the kinds they can make.
 */
@Injectable()
export class MailAttachments {
  private readonly resolvers = new Map<string, Resolver>();

  register(source: string, resolver: Resolver): void {
    if (this.resolvers.has(source)) throw new Error(`Two attachment sources named ${source}`);
    this.resolvers.set(source, resolver);
  }

  async resolve(refs: readonly AttachmentRef[]): Promise<AttachmentFile[]> {
    const files: AttachmentFile[] = [];
    for (const ref of refs) {
      const resolver = this.resolvers.get(ref.source);
      if (!resolver) throw new Error(`No attachment source named ${ref.source}`);
      files.push(await resolver(ref.id, ref.options ?? {}));
    }
    return files;
  }
}

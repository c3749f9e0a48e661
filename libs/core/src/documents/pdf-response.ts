import { StreamableFile } from '@nestjs/common';
import { type AttachmentFile } from '../mail/mail-attachments';

/** A generated PDF, shown inline in a new tab. */
export const pdfResponse = (file: AttachmentFile): StreamableFile =>
  new StreamableFile(file.content, {
    type: file.contentType,
    disposition: `inline; filename="${file.filename}"`,
  });

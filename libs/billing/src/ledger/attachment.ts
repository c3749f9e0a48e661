import { type StoredFile } from '@app/core';

/** A file kept with a billing record (a manual invoice's document, a payment's bank record). */
export type StoredAttachment = Pick<StoredFile, 'key' | 'originalName' | 'contentType' | 'size'>;

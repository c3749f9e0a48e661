import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { fieldError, notFound } from '../http/errors';

/** An upload as multer hands it over (memory storage). */
export interface UploadedFileData {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface OpenedFile {
  stream: ReadStream;
  contentType: string;
  size: number;
}

/** A stored file as a response, shown inline, under the name it was uploaded with when known. */
export const streamFile = (file: OpenedFile, name?: string): StreamableFile =>
  new StreamableFile(file.stream, {
    type: file.contentType,
    length: file.size,
    disposition: name ? `inline; filename="${name.replace(/["\\\r\n]/g, '_')}"` : undefined,
  });

export interface StoredFile {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
}

interface FileKind {
  extension: string;
  contentType: string;
  /** Checked against the first bytes, so a renamed executable is not accepted as a picture. */
  magic: (head: Buffer) => boolean;
}

const startsWith = (bytes: number[]) => (head: Buffer) => bytes.every((byte, index) => head[index] === byte);

const KINDS: Record<string, FileKind> = {
  png: { extension: 'png', contentType: 'image/png', magic: startsWith([0x89, 0x50, 0x4e, 0x47]) },
  jpg: { extension: 'jpg', contentType: 'image/jpeg', magic: startsWith([0xff, 0xd8, 0xff]) },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', magic: startsWith([0xff, 0xd8, 0xff]) },
  webp: {
    extension: 'webp',
    contentType: 'image/webp',
    magic: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: { extension: 'pdf', contentType: 'application/pdf', magic: startsWith([0x25, 0x50, 0x44, 0x46]) },
  xlsx: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: startsWith([0x50, 0x4b, 0x03, 0x04]),
  },
};

export interface UploadRule {
  /** Extensions accepted, e.g. ['png', 'jpg', 'jpeg', 'webp']. */
  extensions: string[];
  maxBytes: number;
  label: string;
}

export const IMAGE_UPLOAD: UploadRule = {
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  maxBytes: 2 * 1024 * 1024,
  label: 'Photo',
};

export const DOCUMENT_UPLOAD: UploadRule = {
  extensions: ['pdf', 'xlsx'],
  maxBytes: 10 * 1024 * 1024,
  label: 'File',
};

const KEY = /^[a-z-]+\/\d{4}\/[0-9a-f-]{36}\.[a-z]+$/;

/**
 * Stores uploads under DATA_DIR/files after checking size, extension and content; the one place
 * files are written and read, so a bucket can replace the disk without touching the domains.
 */
@Injectable()
export class FileStorage {
  constructor(private readonly config: AppConfig) {}

  private get root(): string {
    return join(this.config.dataDir, 'files');
  }

  check(file: UploadedFileData, rule: UploadRule): FileKind {
    const extension = extname(file.originalname).slice(1).toLowerCase();
    const kind = KINDS[extension];
    if (!rule.extensions.includes(extension) || !kind) {
      throw fieldError(file.fieldname, `${rule.label} must be a ${rule.extensions.join(', ')} file`);
    }
    if (file.size > rule.maxBytes) {
      throw fieldError(
        file.fieldname,
        `${rule.label} must be at most ${Math.round(rule.maxBytes / 1024 / 1024)} MB`,
      );
    }
    if (!kind.magic(file.buffer.subarray(0, 16))) {
      throw fieldError(file.fieldname, `${rule.label} is not a valid ${extension} file`);
    }
    return kind;
  }

  async store(area: string, file: UploadedFileData, rule: UploadRule): Promise<StoredFile> {
    const kind = this.check(file, rule);
    const key = `${area}/${new Date().getUTCFullYear()}/${randomUUID()}.${kind.extension}`;
    const path = join(this.root, key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, file.buffer, { flag: 'wx' });
    return { key, originalName: file.originalname, contentType: kind.contentType, size: file.size };
  }

  /** Removes a stored file; one already gone is not an error. */
  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await rm(join(this.root, key), { force: true });
  }

  async open(key: string): Promise<OpenedFile> {
    if (!KEY.test(key)) throw notFound('File');
    const path = join(this.root, key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFound('File');
    const contentType = KINDS[extname(key).slice(1)]?.contentType ?? 'application/octet-stream';
    return { stream: createReadStream(path), contentType, size: info.size };
  }
}

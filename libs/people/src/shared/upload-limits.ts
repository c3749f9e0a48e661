/**
 * Multer's hard cap (413 above it), with its default memory storage; each upload's own rule (size,
 * type, content) is checked by FileStorage with a field message, so this only stops absurd bodies.
 */
export const UPLOAD_LIMITS = { limits: { fileSize: 20 * 1024 * 1024, files: 2 } };

/** What the server accepts for one upload field. */
export interface FileRule {
  /** "Photo": the start of each message. */
  label: string;
  /** "a PNG, JPG or WEBP image": what the type message says the file must be. */
  kinds: string;
  types: readonly string[];
  /** Browsers leave the type empty for some files, so the extension is enough too. */
  extensions: RegExp;
  maxBytes: number;
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Why the server would refuse this file, or null. Either the type or the extension may be missing. */
export function fileProblem(file: FileLike, rule: FileRule): string | null {
  if (!rule.types.includes(file.type) && !rule.extensions.test(file.name)) {
    return `${rule.label} must be ${rule.kinds}`;
  }
  if (file.size > rule.maxBytes) return `${rule.label} must be at most ${rule.maxBytes / (1024 * 1024)} MB`;
  return null;
}

const megabyte = 1024 * 1024;

/** The images every upload route takes (photos, course images). */
export function imageRule(label: string): FileRule {
  return {
    label,
    kinds: 'a PNG, JPG or WEBP image',
    types: ['image/png', 'image/jpeg', 'image/webp'],
    extensions: /\.(png|jpe?g|webp)$/i,
    maxBytes: 2 * megabyte,
  };
}

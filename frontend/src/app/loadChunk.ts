/** Spec 9: a lazily loaded part of the app gives up after two minutes. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading this part of the site took longer than ${timeoutMs / 1000} seconds.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export async function loadChunk<T>(importer: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  let timer: number | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** A timed-out or failed dynamic import; browsers word the failure differently. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

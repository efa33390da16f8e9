import { LRUCache } from 'lru-cache';
import type { ProviderName } from './types';

export interface CacheLimits {
  /** Most entries kept. Default 5,000. */
  maxEntries?: number;
  /** Most bytes kept (UTF-16 size of key and value). Default 16 MiB. */
  maxBytes?: number;
}

interface Entry {
  text: string;
  provider: ProviderName;
}

/**
 * The server's translation cache: least-recently-used, bounded in entries and in bytes, keyed
 * by target language and exact text. Only machine translations are stored (the embedded
 * catalogs are already an in-memory table).
 */
export class TranslationCache {
  private readonly lru: LRUCache<string, Entry>;

  constructor(limits: CacheLimits = {}) {
    this.lru = new LRUCache<string, Entry>({
      max: Math.max(1, limits.maxEntries ?? 5000),
      maxSize: Math.max(1024, limits.maxBytes ?? 16 * 1024 * 1024),
      sizeCalculation: (value, key) => (key.length + value.text.length) * 2 + 64,
    });
  }

  static key(target: string, text: string): string {
    return `${target}\u0000${text}`;
  }

  get(target: string, text: string): Entry | undefined {
    return this.lru.get(TranslationCache.key(target, text));
  }

  set(target: string, text: string, entry: Entry): void {
    this.lru.set(TranslationCache.key(target, text), entry);
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes currently held (by the same measure as `maxBytes`). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

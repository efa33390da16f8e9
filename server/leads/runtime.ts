/**
 * Everything one server process needs for leads: the configuration, the database
 * (opened on first use, and again after a failure, so a full disk at start does not stop the
 * site) and the delivery worker.
 */
import { readLeadsConfig, type LeadsConfig } from '../../shared/config';
import { unconfiguredChannelWarnings } from './channels';
import { closeMailTransports } from './email';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox';
import type { LeadInput } from '../../shared/leads/schema';
import { LeadStore, LeadStoreError, type InsertOptions, type StoredLead } from './store';

type Inserted = { lead: StoredLead; created: boolean };
interface Pending {
  lead: LeadInput;
  options: InsertOptions;
  resolve: (value: Inserted) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: leads submitted in the same turn of the event loop are written in one
 * transaction (one fsync) on `setImmediate`. Each caller still learns only once its own lead is
 * on disk. When a batch fails, its leads are retried one by one so one bad lead fails alone.
 */
function createInsertQueue(getStore: () => LeadStore) {
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    let store: LeadStore;
    try {
      store = getStore();
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    try {
      const results = store.insertLeads(batch);
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch {
      for (const p of batch) {
        try {
          p.resolve(store.insertLead(p.lead, p.options));
        } catch (error) {
          p.reject(error);
        }
      }
    }
  };
  return (lead: LeadInput, options: InsertOptions) =>
    new Promise<Inserted>((resolve, reject) => {
      if (queue.push({ lead, options, resolve, reject }) === 1) setImmediate(flush);
    });
}

export interface LeadsRuntime {
  readonly config: LeadsConfig;
  /** The open store. @throws LeadStoreError when the database cannot be opened */
  store(): LeadStore;
  /**
   * Stores a lead (group-committed with others of the same moment); resolves once it is on disk.
   * @throws LeadStoreError when the database cannot be opened or written
   */
  insertLead(lead: LeadInput, options: InsertOptions): Promise<Inserted>;
  readonly worker: OutboxWorker;
  /** Opens the database if possible and starts the delivery worker. */
  start(): void;
  /** Stops the worker (waiting for deliveries in flight) and closes the database. */
  close(): Promise<void>;
}

/**
 * Creates the runtime; nothing is opened until `start()` or the first lead. The default
 * configuration comes from the environment alone; the server adds the notice recipient and the
 * webhook's User-Agent from its release (`owner.json`, see server/api.ts).
 * @example const leads = createLeadsRuntime(); leads.start();
 */
export function createLeadsRuntime(
  config: LeadsConfig = readLeadsConfig(),
  workerOptions: Partial<Omit<OutboxWorkerOptions, 'store' | 'config'>> = {},
): LeadsRuntime {
  let store: LeadStore | undefined;
  const getStore = () => (store ??= LeadStore.open(config.dbPath));
  // While the database is unavailable (a full or failed disk, a removed folder) every poll of the
  // worker fails: the change is logged once each way, not once a poll, and the connection is
  // dropped so that the next use opens the file again and works once the disk is back.
  let unavailable: string | null = null;
  const storeFailed = (error: LeadStoreError) => {
    if (unavailable === null)
      console.error(
        `[leads] the lead database is unavailable: ${error.message}; new requests are answered 503 and deliveries wait; it is reopened until it works`,
      );
    unavailable = error.message;
    try {
      store?.close();
    } catch {
      // a connection on a failed disk may not close cleanly; it is dropped either way
    }
    store = undefined;
  };
  const storeOk = () => {
    if (unavailable === null) return;
    unavailable = null;
    console.warn(`[leads] the lead database works again (${config.dbPath})`);
  };
  const worker = new OutboxWorker({
    onStoreError: storeFailed,
    onStoreOk: storeOk,
    ...workerOptions,
    store: getStore,
    config,
  });
  return {
    config,
    store: getStore,
    insertLead: createInsertQueue(getStore),
    worker,
    start() {
      for (const line of unconfiguredChannelWarnings(config)) console.warn(`[leads] ${line}`);
      try {
        getStore();
      } catch (error) {
        if (error instanceof LeadStoreError) storeFailed(error);
        else throw error;
      }
      worker.start();
    },
    async close() {
      await worker.stop();
      store?.close();
      store = undefined;
      closeMailTransports();
    },
  };
}

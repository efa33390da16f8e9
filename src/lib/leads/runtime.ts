/**
 * Everything one server process needs for leads (issue 12): the configuration, the database
 * (opened on first use, and again after a failure, so a full disk at start does not stop the
 * site) and the delivery worker.
 */
import { readLeadsConfig, type LeadsConfig } from './config';
import { closeMailTransports } from './email';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox';
import { LeadStore } from './store';

export interface LeadsRuntime {
  readonly config: LeadsConfig;
  /** The open store. @throws LeadStoreError when the database cannot be opened */
  store(): LeadStore;
  readonly worker: OutboxWorker;
  /** Opens the database if possible and starts the delivery worker. */
  start(): void;
  /** Stops the worker (waiting for deliveries in flight) and closes the database. */
  close(): Promise<void>;
}

/**
 * Creates the runtime; nothing is opened until `start()` or the first lead.
 * @example const leads = createLeadsRuntime(); leads.start();
 */
export function createLeadsRuntime(
  config: LeadsConfig = readLeadsConfig(),
  workerOptions: Partial<Omit<OutboxWorkerOptions, 'store' | 'config'>> = {},
): LeadsRuntime {
  let store: LeadStore | undefined;
  const getStore = () => (store ??= LeadStore.open(config.dbPath));
  const worker = new OutboxWorker({ ...workerOptions, store: getStore, config });
  return {
    config,
    store: getStore,
    worker,
    start() {
      try {
        getStore();
      } catch (error) {
        console.error(`[leads] ${(error as Error).message}`);
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

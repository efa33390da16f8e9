import { createRequire } from 'node:module';

/**
 * Keeps every better-sqlite3 database and statement of a test process reachable until it exits.
 * On Node 24 (24.19 and later headers) the garbage collector finalising a better-sqlite3 12 object
 * outside a JavaScript context aborts the process (`Assertion failed: (env) != nullptr` in
 * `node::RemoveEnvironmentCleanupHook`, nodejs/node#65446): unit tests open hundreds of databases
 * and crashed at random. better-sqlite3 13 (Node-API) does not have the problem: drop this file
 * with the upgrade. Loaded by vitest.config.ts (`setupFiles`) and by the e2e specs that open the
 * lead database.
 */
const require = createRequire(import.meta.url);
type Native = { prototype: { prepare: (...args: unknown[]) => unknown } };
const addon = require('better-sqlite3/build/Release/better_sqlite3.node') as { Database: Native };
const kept: unknown[] = [];
const globalKey = Symbol.for('flowcraft.sqliteKeepAlive');
const state = globalThis as { [globalKey]?: true };

if (!state[globalKey]) {
  state[globalKey] = true;
  const NativeDatabase = addon.Database;
  addon.Database = new Proxy(NativeDatabase as unknown as object, {
    construct(target, args) {
      const db = Reflect.construct(target as new (...a: unknown[]) => object, args) as object;
      kept.push(db);
      return db;
    },
  }) as unknown as Native;
  const prepare = NativeDatabase.prototype.prepare;
  NativeDatabase.prototype.prepare = function (this: unknown, ...args: unknown[]) {
    const statement = prepare.apply(this, args);
    kept.push(statement);
    return statement;
  };
}

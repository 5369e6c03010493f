import type { Compilable, CompiledQuery } from 'kysely';
import type { Queryable } from './database.ts';

/**
 * A Kysely query built and compiled once per database handle, then run with new argument values.
 * Building and compiling a query was about a seventh of a list call's busy time (issue 7); the
 * hot queries (the access-token lookup of every authenticated call, a customer list page) are the
 * same text every time, only their values change.
 *
 * The query is compiled with `sentinels` standing for the arguments: values no real argument
 * would take (e.g. strings starting with NUL, which the text rule refuses, or odd negative
 * numbers). Each parameter of the compiled query that is a sentinel is filled from the matching
 * argument at run time; every other parameter is a constant of the query and stays. A sentinel
 * that never reaches the parameters (an argument that Kysely wrote into the SQL text, or one the
 * builder ignored) stops at the first use rather than run a query missing a value.
 *
 * The compiled form is kept per handle (the app's `Db`; a transaction compiles its own once), so
 * SQLite and PostgreSQL each get their own SQL.
 */
export function preparedQuery<Args extends readonly unknown[], Row>(
  sentinels: Args,
  build: (db: Queryable, ...args: Args) => Compilable<Row>,
): (db: Queryable, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Queryable, { template: CompiledQuery<Row>; slots: ReadonlyArray<number> }>();
  const compile = (db: Queryable) => {
    const template = build(db, ...sentinels).compile();
    // For each parameter: the argument it takes, or -1 for a constant of the query.
    const slots = template.parameters.map((value) => sentinels.indexOf(value));
    sentinels.forEach((sentinel, index) => {
      if (!slots.includes(index)) throw new Error(`prepared query: argument ${index} (${String(sentinel)}) is not a parameter of ${template.sql}`);
    });
    const entry = { template, slots };
    compiledFor.set(db, entry);
    return entry;
  };
  return async (db, ...args) => {
    const { template, slots } = compiledFor.get(db) ?? compile(db);
    const parameters = slots.map((slot, index) => (slot === -1 ? template.parameters[index] : args[slot]));
    return (await db.executeQuery<Row>({ ...template, parameters })).rows;
  };
}

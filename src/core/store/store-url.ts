/** Whether a store location names a PostgreSQL database (apart from open-store.ts, which loads the SQLite store). */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

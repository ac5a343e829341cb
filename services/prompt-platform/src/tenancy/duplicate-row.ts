/**
 * A store refused a row whose key is taken (a unique index). Thrown by the stores' inserts so that
 * services decide what it means to the caller (NAME_TAKEN, EMAIL_REGISTERED, ALREADY_BOOTSTRAPPED)
 * without knowing the database's error codes. The transaction it was thrown in is rolled back.
 */
export class DuplicateRow extends Error {
  constructor(readonly table: string) {
    super(`duplicate row in ${table}`);
    this.name = "DuplicateRow";
  }
}

/** The redactor was built with unusable options (a short secret, an unknown detector choice). */
export class RedactorConfigError extends Error {
  readonly code = "invalid_redactor_config";

  constructor(message: string) {
    super(message);
    this.name = "RedactorConfigError";
  }
}

import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";

export interface ExposureState {
  total: number;
  perWallet: Record<string, number>;
}

export interface ExposureCaps {
  maxTotal: number;
  maxPerWallet: number;
}

export interface Reservation {
  granted: number;
  remainingGlobal: number;
  remainingWallet: number;
}

/** Reserves underwriting capacity against the global and per-wallet caps, atomically. */
export interface ExposureStore {
  reserve(wallet: string, wanted: number): Promise<Reservation>;
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Cumulative exposure persisted to a JSON file. Reservations are serialised through one promise
 * chain, so parallel requests can never both see the same remaining capacity and over-commit.
 */
export class FileExposureStore implements ExposureStore {
  private state: ExposureState;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly caps: ExposureCaps,
    logger: Logger,
  ) {
    const saved = readJsonFile<ExposureState>(path, logger);
    this.state =
      saved && Number.isFinite(saved.total)
        ? { total: saved.total, perWallet: saved.perWallet ?? {} }
        : { total: 0, perWallet: {} };
  }

  reserve(wallet: string, wanted: number): Promise<Reservation> {
    const run = this.queue.then(() => this.reserveNow(wallet, wanted));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private reserveNow(wallet: string, wanted: number): Reservation {
    const current = this.state.perWallet[wallet] ?? 0;
    const remainingGlobal = Math.max(0, this.caps.maxTotal - this.state.total);
    const remainingWallet = Math.max(0, this.caps.maxPerWallet - current);
    const granted = Math.floor(Math.max(0, Math.min(wanted, remainingGlobal, remainingWallet)) * 1e6) / 1e6;
    if (granted > 0) {
      const next = {
        total: this.state.total + granted,
        perWallet: { ...this.state.perWallet, [wallet]: current + granted },
      };
      writeJsonFileAtomic(this.path, next);
      this.state = next;
    }
    return {
      granted,
      remainingGlobal: remainingGlobal - granted,
      remainingWallet: remainingWallet - granted,
    };
  }

  snapshot(): ExposureState {
    return { total: this.state.total, perWallet: { ...this.state.perWallet } };
  }
}

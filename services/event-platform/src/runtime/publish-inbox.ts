import type { EventEnvelope } from "../events/envelope.js";
import type { EventStore } from "../store/event-store.js";

const PREFIX = "inbox/";

/**
 * Durable acceptance for the in-process transport: an event accepted from outside (`POST
 * /v1/publish`) is committed to the store (`inbox/<time>-<n>-<event id>`) before it is answered, and
 * removed once the bus has handled it. What a crash leaves in the inbox is published again at the
 * next start (`replay`), in the order it was accepted. A SQLite commit in WAL mode survives the
 * process being killed (kill -9); with `synchronous = NORMAL` the last commits can be lost only if
 * the machine itself loses power.
 *
 * Removal is batched: keys of handled events are deleted on the next turn of the event loop, after
 * the audit ledger's group commit of that turn (`beforeRemove`), in one transaction, so an event
 * leaves the inbox only when everything it caused is in the store.
 */
export class PublishInbox {
  private counter = 0;
  private done: string[] = [];
  private removalScheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly beforeRemove: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** Commits `event` to the inbox; returns its key, for `handled`. */
  accept(event: EventEnvelope): string {
    this.counter = (this.counter + 1) % 1e9;
    const key = `${PREFIX}${String(this.now()).padStart(15, "0")}-${String(this.counter).padStart(9, "0")}-${event.event_id}`;
    this.store.setValue(key, event);
    return key;
  }

  /** The event under `key` was handled: it leaves the inbox on the next turn. */
  handled(key: string): void {
    this.done.push(key);
    if (this.removalScheduled) return;
    this.removalScheduled = true;
    setImmediate(() => this.removeHandled());
  }

  /** Events accepted but not handled (left by a crash), oldest first. */
  pending(): Array<{ key: string; event: EventEnvelope }> {
    return this.store.listValues<EventEnvelope>(PREFIX).map((r) => ({ key: r.key, event: r.value }));
  }

  /** Removes the handled events now (also called at stop). */
  removeHandled(): void {
    this.removalScheduled = false;
    if (this.done.length === 0) return;
    const keys = this.done;
    this.done = [];
    try {
      this.beforeRemove();
      this.store.transaction(() => {
        for (const key of keys) this.store.deleteValue(key);
      });
    } catch {
      // Left in the inbox: handled again after a restart (at least once), never lost.
    }
  }
}

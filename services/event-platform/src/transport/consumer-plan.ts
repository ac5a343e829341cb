import { AckPolicy, type ConsumerConfig, DeliverPolicy } from "@nats-io/jetstream";
import { nanos } from "@nats-io/transport-node";
import type { TransportService } from "./runtime-transport.js";
import { durableName, streamSubjects, subscriptionFilter } from "./subjects.js";

/** How long a per-process consumer outlives its process (no pulls) before the server deletes it. */
export const INSTANCE_CONSUMER_INACTIVE_MS = 300_000;

export interface ConsumerPlan {
  /** The consumer's durable name. */
  name: string;
  /** True for an `everyProcess` service's consumer, which belongs to this process alone. */
  perProcess: boolean;
  config: Partial<ConsumerConfig> & { durable_name: string };
}

/**
 * The consumer a local service pulls from. A service shares one durable consumer, named after it,
 * with every process that runs it (each event to one process). An `everyProcess` service gets a
 * consumer of this process's own, `<service>_<instance>`, delivering the whole stream from its start
 * so a process that starts late applies every announcement still in the stream, in order; the
 * server deletes it `inactiveMs` after its process stopped pulling (a killed process), and a
 * stopping process deletes it itself.
 */
export function consumerPlan(
  service: TransportService,
  options: { subjectPrefix: string; ackWaitMs: number; batch: number; inactiveMs?: number },
  instance: string,
): ConsumerPlan {
  const shared = durableName(service.name);
  const base = {
    ack_policy: AckPolicy.Explicit,
    ack_wait: nanos(options.ackWaitMs),
    // The transport counts deliveries itself (see handle): the server never gives up on a message.
    max_deliver: -1,
    deliver_policy: DeliverPolicy.All,
  };
  if (service.everyProcess) {
    const name = `${shared}_${instance}`;
    return {
      name,
      perProcess: true,
      config: {
        ...base,
        durable_name: name,
        // Only the service's own subjects where one filter can name them (servers before 2.10
        // take one): replaying the stream at start then reads the announcements, not every event.
        filter_subject: subscriptionFilter(options.subjectPrefix, service.subscribes),
        // One at a time, so a redelivered announcement is applied before the next one.
        max_ack_pending: 1,
        inactive_threshold: nanos(options.inactiveMs ?? INSTANCE_CONSUMER_INACTIVE_MS),
      },
    };
  }
  return {
    name: shared,
    perProcess: false,
    config: {
      ...base,
      durable_name: shared,
      // One subject filter per consumer is what every server version supports; the service's own
      // event types are picked client-side, which also keeps them in stream order.
      filter_subject: streamSubjects(options.subjectPrefix)[0]!,
      // An ordered service gets one message at a time, whichever process pulls it: the next is
      // delivered only after that one is acked (or, after a process died, redelivered after the
      // ack wait to another process), so its events are handled in stream order across processes.
      max_ack_pending: service.ordered ? 1 : Math.max(1000, options.batch * 4),
    },
  };
}

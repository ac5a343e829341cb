/** Which services receive which event types. `*` receives every event. */
export type WiringTable = Readonly<Record<string, readonly string[]>>;

export const ALL_EVENTS = "*";

/** The services subscribed to `eventType`, in table order, `*` subscribers included. */
export function subscribersOf(table: WiringTable, eventType: string): string[] {
  return Object.entries(table)
    .filter(([, types]) => types.includes(ALL_EVENTS) || types.includes(eventType))
    .map(([service]) => service);
}

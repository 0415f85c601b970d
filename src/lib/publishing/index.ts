// Server-side entry point. Client components import ./visibility (free of server imports).
export * from "./visibility";
export { notYetLive, visibleIn, type PublishableColumns, type Reach } from "./condition";
export { expireAtNextDue, lifetimeForDueItems, LONGEST_LIFETIME_SECONDS } from "./expiry";

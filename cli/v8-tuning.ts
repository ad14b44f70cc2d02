// How the command line tunes V8 for its work, before it loads anything else.
import { setFlagsFromString } from "node:v8";

/**
 * A command runs once over much code, most of it a few thousand times at most (a card's
 * reading, compiling and checking): V8's optimizing compiler cost more CPU than it won
 * back. Functions are optimized only after 16 times V8's default work in them (the card
 * import of 1,349 cards: x0.76 CPU at 8 times, x0.94 more at 16 times on twice as many
 * cards), so what runs long (a simulated battle) is still optimized.
 *
 * The importers' readers hold about a thousand regular expressions, most run only a few
 * times: V8 compiles each first for its regexp interpreter and then again to machine
 * code once it runs a second time. Compiled straight to machine code, the card import
 * reads its cards with about 17% less CPU (x0.90 for the whole command).
 */
export function tuneV8(): void {
  setFlagsFromString("--interrupt-budget=1081344");
  setFlagsFromString("--no-regexp-tier-up");
}

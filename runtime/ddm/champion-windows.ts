// The window of a champion power being used: its use is paid (a use of the champion
// rating spent, once per turn marked), then powers answering "use when an enemy uses a
// champion power" with a cancellation act before its effects resolve. "The effects of
// that champion power are cancelled": the power does nothing, yet it stays used.
// ddm-battle-rules-2011.txt § Champion Powers; § Resolving Effects (Cancellation Effects)
import type { Cause } from "../../compiler/primitives/host.js";
import { log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** One champion power between its payment and its effects. */
interface ChampionUse {
  user: string;
  power: string;
  cancelled: boolean;
}

/** Open windows, innermost last: a champion power used in answer to another nests. */
const windows = new WeakMap<Game, ChampionUse[]>();

/** Runs `announce` inside the window of `power` used by `user`; true when a power answering it cancelled its effects. */
export function championPowerWindow(g: Game, user: string, power: string, announce: () => void): boolean {
  const stack = windows.get(g) ?? [];
  windows.set(g, stack);
  const w: ChampionUse = { user, power, cancelled: false };
  stack.push(w);
  try {
    announce();
  } finally {
    stack.pop();
  }
  return w.cancelled;
}

/** "The effects of that champion power are cancelled": the innermost champion power being used. */
export function cancelChampionPower(g: Game, cause: Cause): void {
  const w = windows.get(g)?.at(-1);
  if (!w) {
    log(g, "cancel", `${cause.rule}: there is no champion power being used to cancel`, cause);
    return;
  }
  w.cancelled = true;
  log(g, "cancel", `${cause.rule}: the effects of ${w.power} of ${label(creatureById(g.state, w.user))} are cancelled (it still counts as used)`, cause, { creature: w.user, power: w.power });
}

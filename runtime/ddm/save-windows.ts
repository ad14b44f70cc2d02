// The window of a saving throw: powers answering it ("use when an ally fails a save:
// reroll that save", "that save succeeds instead", "use when an enemy rolls a saving
// throw: that save fails") change its result before it is applied; a creature that
// automatically succeeds on saves rolls none. Rerolls are bounded: a save is rolled at
// most three times.
// ddm-battle-rules-2011.txt § Saving Throws; § Resolving Effects (Cancellation Effects)
import type { Cause } from "../../compiler/primitives/host.js";
import { emit } from "./events.js";
import { log, roll, type Game } from "./game.js";
import { creatureById, label } from "./state.js";
import { contributionsTo } from "./values.js";

interface SaveWindow {
  creature: string;
  forced: "success" | "failure" | null;
  reroll: boolean;
}

const windows = new WeakMap<Game, SaveWindow[]>();

/** "Reroll that save", "that save succeeds", "that save fails": the save being resolved changes. */
export function saveOutcome(g: Game, what: "reroll" | "success" | "failure", cause: Cause): void {
  const w = windows.get(g)?.at(-1);
  if (!w) {
    log(g, "save", `${cause.rule}: no saving throw is being rolled`, cause);
    return;
  }
  if (what === "reroll") w.reroll = true;
  else w.forced = what;
}

/**
 * Rolls a saving throw for `id` with its window open: before the roll, then on its
 * success or failure, powers may decide or reroll it (`ongoing`: the save is against ongoing damage only). Returns the die kept (null when
 * none was rolled) and whether the save succeeds.
 */
export function rollSave(g: Game, id: string, text: string, ongoing = false): { die: number | null; success: boolean } {
  const c = creatureById(g.state, id);
  // "Automatically succeeds on saves [to end ongoing damage]": `ongoing` when the save is against ongoing damage alone.
  const automatic = contributionsTo(g, id).find((x) => x.stat === "automatic-saves" || (ongoing && x.stat === "ongoing-saves-succeed"));
  if (automatic) {
    log(g, "save", `${text}: succeeds without a roll (${automatic.rule})`, { rule: automatic.rule, src: automatic.src }, { target: id });
    return { die: null, success: true };
  }
  const w: SaveWindow = { creature: id, forced: null, reroll: false };
  const stack = windows.get(g) ?? [];
  windows.set(g, stack);
  stack.push(w);
  try {
    emit(g, { kind: "save.before", subject: id, before: true }, undefined, () => w.forced === null);
    if (w.forced) {
      log(g, "save", `${text}: ${w.forced === "success" ? "succeeds" : "fails"} without a roll, as a power decided`, { rule: "core: saving throws" }, { target: id });
      return { die: null, success: w.forced === "success" };
    }
    let die = roll(g, text);
    for (let rolls = 1; ; rolls++) {
      const success = die >= g.ir.ruleset.saveOn;
      w.reroll = false;
      emit(g, { kind: success ? "save.succeeded" : "save.failed", subject: id, before: true, die }, undefined, () => !w.reroll && w.forced === null);
      if (w.forced) {
        log(g, "save", `${label(c)}'s save ${w.forced === "success" ? "succeeds" : "fails"} instead of ${success ? "succeeding" : "failing"}`, { rule: "core: saving throws" }, { target: id });
        return { die, success: w.forced === "success" };
      }
      if (!w.reroll || rolls >= 3) return { die, success };
      die = roll(g, `${text}, rolled again`);
    }
  } finally {
    stack.pop();
  }
}

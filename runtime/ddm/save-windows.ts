// The window of a saving throw: powers answering it ("use when an ally fails a save:
// reroll that save", "that save succeeds instead", "use when an enemy rolls a saving
// throw: that save fails") change its result before it is applied; a creature that
// automatically succeeds on saves rolls none. Rerolls are bounded: a save is rolled at
// most three times.
// ddm-battle-rules-2011.txt § Saving Throws; § Resolving Effects (Cancellation Effects)
import type { Cause, Saving } from "../../compiler/primitives/host.js";
import { emit } from "./events.js";
import { log, roll, type Game } from "./game.js";
import { creatureById, label } from "./state.js";
import { contributionsTo } from "./values.js";

interface SaveWindow {
  creature: string;
  forced: "success" | "failure" | null;
  reroll: boolean;
  /** "Roll that save twice keeping the higher": the d20s it is rolled with (before the roll), or the reroll keeps the higher die. */
  rolls: number;
  keepHigher: boolean;
  rolled: boolean;
}

const windows = new WeakMap<Game, SaveWindow[]>();

/**
 * "Reroll that save", "that save succeeds", "that save fails", "roll that save twice keeping
 * the higher": the save being resolved changes (twice: rolled with two d20s if not rolled
 * yet, else rolled again with the higher die kept).
 */
export function saveOutcome(g: Game, what: "reroll" | "success" | "failure" | "twice", cause: Cause): void {
  const w = windows.get(g)?.at(-1);
  if (!w) {
    log(g, "save", `${cause.rule}: no saving throw is being rolled`, cause);
    return;
  }
  if (what === "twice" && !w.rolled) w.rolls = 2;
  else if (what === "twice") w.reroll = w.keepHigher = true;
  else if (what === "reroll") w.reroll = true;
  else w.forced = what;
}

/**
 * Rolls a saving throw for `id` with its window open: before the roll, then on its
 * success or failure, powers may decide or reroll it (`ongoing`: the save is against ongoing damage only). Returns the die kept (null when
 * none was rolled) and whether the save succeeds.
 */
export function rollSave(g: Game, id: string, text: string, saving?: Saving): { die: number | null; success: boolean } {
  const c = creatureById(g.state, id);
  const ongoing = !!saving?.ongoing;
  // "Automatically succeeds on saves [to end ongoing damage]": `ongoing` when the save is against ongoing damage alone.
  const automatic = contributionsTo(g, id).find((x) => x.stat === "automatic-saves" || (ongoing && x.stat === "ongoing-saves-succeed"));
  if (automatic) {
    log(g, "save", `${text}: succeeds without a roll (${automatic.rule})`, { rule: automatic.rule, src: automatic.src }, { target: id });
    return { die: null, success: true };
  }
  const w: SaveWindow = { creature: id, forced: null, reroll: false, rolls: 1, keepHigher: false, rolled: false };
  const stack = windows.get(g) ?? [];
  windows.set(g, stack);
  stack.push(w);
  try {
    emit(g, { kind: "save.before", subject: id, before: true, ...(saving ? { saving } : {}) }, undefined, () => w.forced === null);
    if (w.forced) {
      log(g, "save", `${text}: ${w.forced === "success" ? "succeeds" : "fails"} without a roll, as a power decided`, { rule: "core: saving throws" }, { target: id });
      return { die: null, success: w.forced === "success" };
    }
    // "Roll 2d20 and use the higher result" (§ Saving Throws): the higher die is the save's.
    let die = Math.max(...Array.from({ length: w.rolls }, (_, k) => roll(g, `${text}${w.rolls > 1 ? `, d20 ${k + 1} of ${w.rolls} (the higher kept)` : ""}`)));
    w.rolled = true;
    // "+2 to saving throws" (compiler/primitives/save-bonus.ts): added to the die, whose natural 20 stays its own.
    const bonus = contributionsTo(g, id).filter((x) => x.stat === "saves");
    const plus = bonus.reduce((n, x) => n + x.amount, 0);
    if (bonus.length) log(g, "save", `${text}: ${plus >= 0 ? "+" : ""}${plus} to the roll (${bonus.map((x) => x.rule).join(", ")})`, { rule: bonus[0]!.rule, src: bonus[0]!.src }, { target: id });
    for (let rolls = 1; ; rolls++) {
      const success = die + plus >= g.ir.ruleset.saveOn;
      w.reroll = false;
      emit(g, { kind: success ? "save.succeeded" : "save.failed", subject: id, before: true, die, ...(saving ? { saving } : {}) }, undefined, () => !w.reroll && w.forced === null);
      if (w.forced) {
        log(g, "save", `${label(c)}'s save ${w.forced === "success" ? "succeeds" : "fails"} instead of ${success ? "succeeding" : "failing"}`, { rule: "core: saving throws" }, { target: id });
        return { die, success: w.forced === "success" };
      }
      if (!w.reroll || rolls >= 3) return { die, success };
      const again = roll(g, `${text}, rolled again${w.keepHigher ? " (the higher kept)" : ""}`);
      die = w.keepHigher ? Math.max(die, again) : again;
      w.keepHigher = false;
    }
  } finally {
    stack.pop();
  }
}

// Triggers on a champion power being used: "use when an enemy uses a champion power",
// "use after an enemy within 5 squares of this creature uses a champion power". The
// power has resolved when they act; the other creature of the trigger is its user.
// "Use when an enemy declares a champion power" acts once the use is paid, before its
// effects: the window where "the effects of that champion power are cancelled" can act
// (runtime/ddm/champion-windows.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Activated Powers; § Resolving Effects (Cancellation Effects)
import type { Args, TriggerEntry } from "./entry.js";
import type { RulesView } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § Champion Powers";

function used(id: string, who: "enemy" | "ally", near: boolean, declared = false, keyed = false): TriggerEntry {
  const pattern = `${keyed ? "{keyword:keyword} " : ""}${who}${near ? " within {squares:squares}" : ""} ${declared ? "declares" : "uses"} champion power`;
  const one = `${who === "enemy" ? "an enemy" : "an ally"}${keyed ? " of the keyword (or alignment) named" : ""}`;
  return {
    family: "trigger",
    id,
    event: declared ? "champion-power.declared" : "champion-power.used",
    patterns: [pattern],
    summary: declared
      ? `When ${one} of the power's owner${near ? " within N squares of it" : ""} uses one of its champion powers, once the use is spent and before its effects resolve (they can be cancelled then); 'that ${who}' is the champion using it.`
      : `After ${one} of the power's owner${near ? " within N squares of it" : ""} uses one of its champion powers; 'that ${who}' is the champion that used it.`,
    cite,
    example: `use when ${keyed ? `a Good ${who}` : one}${near ? " within 5 squares" : ""} ${declared ? "declares" : "uses"} a champion power`,
    matches: (a, ev, self, view) =>
      ev.subject !== undefined &&
      (who === "enemy" ? view.areEnemies(self, ev.subject) : view.areAllies(self, ev.subject)) &&
      (!near || view.distance(self, ev.subject) <= (a.squares as number)) &&
      (!keyed || ofKeyword(a, view, ev.subject)),
    participants: (ev) => (ev.subject ? { other: ev.subject } : {}),
  };
}

/** Has the creature the keyword named ("a Good champion ally": alignments count as keywords; "non-X": lacks it)? */
function ofKeyword(a: Args, view: RulesView, c: string): boolean {
  const k = a.keyword as { keyword: string; negated?: boolean };
  return view.hasKeyword(c, k.keyword) !== (k.negated === true);
}

export const championTriggerEntries: TriggerEntry[] = [
  used("enemy-uses-champion-power-within", "enemy", true),
  used("enemy-uses-champion-power", "enemy", false),
  used("ally-uses-champion-power", "ally", false),
  used("enemy-declares-champion-power-within", "enemy", true, true),
  used("enemy-declares-champion-power", "enemy", false, true),
  used("ally-declares-champion-power", "ally", false, true),
  used("keyword-ally-declares-champion-power", "ally", false, true, true),
  used("keyword-enemy-declares-champion-power", "enemy", false, true, true),
];

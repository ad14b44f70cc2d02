// Triggers on a champion power being used: "use when an enemy uses a champion power",
// "use after an enemy within 5 squares of this creature uses a champion power". The
// power has resolved when they act; the other creature of the trigger is its user.
// ddm-battle-rules-2011.txt § Champion Powers; § Activated Powers
import type { TriggerEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Champion Powers";

function used(id: string, who: "enemy" | "ally", near: boolean): TriggerEntry {
  const pattern = `${who}${near ? " within {squares:squares}" : ""} uses champion power`;
  return {
    family: "trigger",
    id,
    event: "champion-power.used",
    patterns: [pattern],
    summary: `After ${who === "enemy" ? "an enemy" : "an ally"} of the power's owner${near ? " within N squares of it" : ""} uses one of its champion powers; 'that ${who}' is the champion that used it.`,
    cite,
    example: `use when ${who === "enemy" ? "an enemy" : "an ally"}${near ? " within 5 squares" : ""} uses a champion power`,
    matches: (a, ev, self, view) =>
      ev.subject !== undefined &&
      (who === "enemy" ? view.areEnemies(self, ev.subject) : view.areAllies(self, ev.subject)) &&
      (!near || view.distance(self, ev.subject) <= (a.squares as number)),
    participants: (ev) => (ev.subject ? { other: ev.subject } : {}),
  };
}

export const championTriggerEntries: TriggerEntry[] = [used("enemy-uses-champion-power-within", "enemy", true), used("enemy-uses-champion-power", "enemy", false), used("ally-uses-champion-power", "ally", false)];

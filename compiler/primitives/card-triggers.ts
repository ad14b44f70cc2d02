// Triggers cards use beyond the basic ones, on the same kernel events: another
// creature becoming bloodied or being destroyed. "That ally" / "that enemy" is the
// creature the event is about.
// ddm-battle-rules-2011.txt § Automatic Powers; § Hit Points (Bloodied); § Common Triggered Powers
import type { TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";


function about(
  id: string,
  event: string,
  patterns: string[],
  summary: string,
  who: (v: RulesView, self: string, c: string) => boolean,
  cite: string,
  adjacent = false,
): TriggerEntry {
  return {
    family: "trigger",
    id,
    event,
    patterns,
    summary,
    cite,
    example: `whenever ${patterns[0]!}`,
    matches: (_a, ev: GameEvent, self, v) =>
      ev.subject !== undefined && ev.subject !== self && who(v, self, ev.subject) && (!adjacent || v.adjacent(self, ev.subject)),
    participants: (ev) => ({ other: ev.subject }),
  };
}

const bloodiedCite = "ddm-battle-rules-2011.txt § Hit Points (Bloodied)";
const destroyedCite = "ddm-battle-rules-2011.txt § Common Triggered Powers ('Destroyed by' Triggers)";

const ally = (v: RulesView, s: string, c: string) => v.areAllies(s, c);
const enemy = (v: RulesView, s: string, c: string) => v.areEnemies(s, c);

export const cardTriggerEntries: TriggerEntry[] = [
  about("adjacent-ally-bloodied", "creature.bloodied", ["adjacent ally becomes bloodied", "adjacent ally is bloodied"], "When an ally adjacent to this creature becomes bloodied; 'that ally' is it.", ally, bloodiedCite, true),
  about("ally-bloodied", "creature.bloodied", ["ally becomes bloodied", "ally is bloodied"], "When an ally of this creature becomes bloodied; 'that ally' is it.", ally, bloodiedCite),
  about("adjacent-enemy-bloodied", "creature.bloodied", ["adjacent enemy becomes bloodied", "adjacent enemy is bloodied"], "When an enemy adjacent to this creature becomes bloodied; 'that enemy' is it.", enemy, bloodiedCite, true),
  about("enemy-bloodied", "creature.bloodied", ["enemy becomes bloodied", "enemy is bloodied"], "When an enemy of this creature becomes bloodied; 'that enemy' is it.", enemy, bloodiedCite),
  about("adjacent-enemy-destroyed", "creature.destroyed", ["adjacent enemy is destroyed"], "When an enemy adjacent to this creature is destroyed, by anyone; 'that enemy' is it.", enemy, destroyedCite, true),
  about("enemy-destroyed", "creature.destroyed", ["enemy is destroyed"], "When an enemy of this creature is destroyed, by anyone; 'that enemy' is it.", enemy, destroyedCite),
];

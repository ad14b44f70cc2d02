// The registry: every primitive, by family, in matching order (first match wins).
import { compilePattern, type Pattern } from "../phrases/pattern.js";
import { effectEntries } from "./effects.js";
import { movementEffectEntries } from "./movement-effects.js";
import { defaultSubjectOf, type Args, type EffectEntry, type Entry, type Family, type GateEntry, type ModifierEntry, type PermissionEntry, type ScenarioRuleEntry, type SubjectEntry, type TerrainRuleEntry, type TriggerEntry } from "./entry.js";
import { modifierEntries } from "./modifiers.js";
import { powerModifierEntries } from "./power-modifiers.js";
import { permissionEntries } from "./rules.js";
import { scenarioRuleEntries } from "./scenario-rules.js";
import { terrainRuleEntries } from "./terrain-rules.js";
import { gateEntries, subjectEntries } from "./selectors.js";
import { cardSubjectEntries } from "./card-subjects.js";
import { cardModifierEntries } from "./card-modifiers.js";
import { turnStartHealingEntries } from "./turn-start-healing.js";
import { cardGateEntries } from "./card-gates.js";
import { cardTriggerEntries } from "./card-triggers.js";
import { triggerEntries } from "./triggers.js";
import { roundTriggerEntries } from "./round-triggers.js";
import { nearbyTurnTriggerEntries } from "./nearby-turn-triggers.js";
import { attackTriggerEntries } from "./attack-triggers.js";
import { partyTriggerEntries } from "./party-triggers.js";
import { movementTriggerEntries } from "./movement-triggers.js";
import { roleSubjectEntries } from "./role-subjects.js";
import { cancellationEffectEntries } from "./cancellation-effects.js";
import { attackEffectEntries } from "./attack-effects.js";
import { choiceEffectEntries } from "./choices.js";
import { rankSubjectEntries } from "./rank-subjects.js";
import { newCreatureEntries } from "./new-creatures.js";
import { mapChoiceEntry, setUpEffectEntries, setUpModifierEntries, setUpTriggerEntries } from "./set-up.js";
import { mountEffectEntries, mountModifierEntries, mountSubjectEntries } from "./mounts.js";
import { continuousGateEntries, continuousModifierEntries } from "./continuous.js";
import { activatedEffectEntries, activatedGateEntries, activatedModifierEntries, activatedSubjectEntries } from "./activated.js";
import { attackGateEntries } from "./attack-gates.js";
import { placeGateEntries } from "./place-gates.js";
import { endingEffectEntries } from "./ending-effects.js";
import { attackSubjectEntries } from "./attack-subjects.js";
import { defenceModifierEntries } from "./defence-modifiers.js";
import { stateGateEntries } from "./state-gates.js";
import { dealingModifierEntries } from "./dealing-modifiers.js";
import { comparedGateEntries } from "./compared-gates.js";
import { rollTableEntries } from "./roll-tables.js";
import { conditionalTriggerEntries } from "./conditional-triggers.js";
import { roundContestEntries, roundEffectEntries, roundModifierEntries } from "./round-effects.js";
import { championTriggerEntries } from "./champion-triggers.js";
import { warbandModifierEntries, warbandSubjectEntries } from "./warband.js";
import { chosenEffectEntries, chosenModifierEntries, chosenSubjectEntries, chosenTriggerEntries, targetModifierEntries } from "./chosen.js";
import { sightModifierEntries } from "./sight-rules.js";
import { heldConditionEntries } from "./held-conditions.js";
import { gainedKeywordEntries } from "./gained-keywords.js";
import { activationOrderGateEntries } from "./activation-order.js";
import { saveBonusEntries } from "./save-bonus.js";
import { typedDamageEffectEntries, typedDamageModifierEntries } from "./typed-damage.js";
import { extraSaveEntries, saveEffectEntries, saveModifierEntries } from "./save-windows.js";
import { areaSubjectEntries } from "./area-subjects.js";
import { roundScoringEntries } from "./round-scoring.js";
import { lastingEffectEntries, lastingGateEntries } from "./lasting.js";
import { delayedEffectEntries } from "./delayed-effects.js";
import { cardConditionEffectEntries, cardConditionGateEntries, cardConditionModifierEntries } from "./card-conditions.js";
import { cumulativeEffectEntries } from "./cumulative.js";
import { restrictionEffectEntries } from "./restrictions.js";
import { laidTerrainEntries } from "./laid-terrain.js";
import { chargeEffectEntries } from "./charge-effects.js";
import { stateSubjectEntries } from "./state-subjects.js";
import { countedModifierEntries } from "./counted-modifiers.js";
import { vpWorthEntries } from "./vp-worth.js";
import { copiedPowerEntries } from "./copied-powers.js";
import { difficultNearEntries } from "./difficult-near.js";
import { turnHistoryGateEntries, turnHistorySubjectEntries } from "./turn-history.js";
import { vpCostEffectEntries, vpCostGateEntries } from "./vp-costs.js";
import { lentPowerEntries } from "./lent-powers.js";
import { championUseEffectEntries } from "./champion-uses.js";
import { redirectSubjectEntries } from "./redirect-subjects.js";
import { namedSubjectEntries } from "./named-subjects.js";
import { moveStingEntries } from "./move-stings.js";
import { actStingEntries } from "./act-stings.js";
import { spreadStingEntries, turnStingEntries } from "./turn-stings.js";
import { defenceCapEntries } from "./defence-caps.js";
import { offMapEffectEntries, offMapGateEntries, offMapSubjectEntries } from "./off-map.js";
import { counterEffectEntries, counterGateEntries, counterModifierEntries, counterTriggerEntries } from "./counters.js";
import { upToSubjectEntries } from "./up-to-subjects.js";

export type * from "./entry.js";

export const registry = {
  effect: [...effectEntries, ...movementEffectEntries, ...mountEffectEntries, ...setUpEffectEntries, ...attackEffectEntries, ...choiceEffectEntries, ...chosenEffectEntries, ...typedDamageEffectEntries, ...activatedEffectEntries, ...roundEffectEntries, ...roundContestEntries, ...roundScoringEntries, ...cancellationEffectEntries, ...saveEffectEntries, ...extraSaveEntries, ...endingEffectEntries, ...lastingEffectEntries, ...delayedEffectEntries, ...cardConditionEffectEntries, ...cumulativeEffectEntries, ...restrictionEffectEntries, ...rollTableEntries, ...laidTerrainEntries, ...chargeEffectEntries, ...vpCostEffectEntries, ...championUseEffectEntries, ...newCreatureEntries, ...offMapEffectEntries, ...counterEffectEntries],
  modifier: [...modifierEntries, ...dealingModifierEntries, ...defenceModifierEntries, ...cardModifierEntries, ...setUpModifierEntries, ...powerModifierEntries, ...mountModifierEntries, ...continuousModifierEntries, ...warbandModifierEntries, ...chosenModifierEntries, ...targetModifierEntries, ...typedDamageModifierEntries, ...saveModifierEntries, mapChoiceEntry, ...roundModifierEntries, ...activatedModifierEntries, ...countedModifierEntries, ...vpWorthEntries, ...copiedPowerEntries, ...difficultNearEntries, ...lentPowerEntries, ...sightModifierEntries, ...heldConditionEntries, ...cardConditionModifierEntries, ...gainedKeywordEntries, ...saveBonusEntries, ...moveStingEntries, ...actStingEntries, ...turnStingEntries, ...counterModifierEntries, ...defenceCapEntries, ...spreadStingEntries, ...turnStartHealingEntries],
  permission: permissionEntries,
  trigger: [...triggerEntries, ...cardTriggerEntries, ...roundTriggerEntries, ...nearbyTurnTriggerEntries, ...attackTriggerEntries, ...conditionalTriggerEntries, ...championTriggerEntries, ...partyTriggerEntries, ...movementTriggerEntries, ...chosenTriggerEntries, ...setUpTriggerEntries, ...counterTriggerEntries],
  gate: [...activationOrderGateEntries, ...gateEntries, ...cardGateEntries, ...continuousGateEntries, ...activatedGateEntries, ...attackGateEntries, ...placeGateEntries, ...stateGateEntries, ...comparedGateEntries, ...lastingGateEntries, ...turnHistoryGateEntries, ...vpCostGateEntries, ...offMapGateEntries, ...counterGateEntries, ...cardConditionGateEntries],
  subject: [...roleSubjectEntries, ...mountSubjectEntries, ...subjectEntries, ...attackSubjectEntries, ...cardSubjectEntries, ...activatedSubjectEntries, ...warbandSubjectEntries, ...chosenSubjectEntries, ...areaSubjectEntries, ...stateSubjectEntries, ...rankSubjectEntries, ...redirectSubjectEntries, ...namedSubjectEntries, ...offMapSubjectEntries, ...upToSubjectEntries, ...turnHistorySubjectEntries],
  "scenario-rule": scenarioRuleEntries,
  "terrain-rule": terrainRuleEntries,
} satisfies { [F in Family]: Extract<Entry, { family: F }>[] };

export const families = Object.keys(registry) as Family[];

export const familyDocs: Record<Family, { title: string; noun: string; doc: string }> = {
  effect: { title: "Effects", noun: "an effect", doc: "What happens when an attack hits or a power fires." },
  modifier: { title: "Modifiers", noun: "a power", doc: "Continuous changes to statistics, read by value queries." },
  permission: { title: "Permissions", noun: "a permission", doc: "Can and cannot rules about actions, resolved by precedence tier." },
  trigger: { title: "Triggers", noun: "a trigger", doc: "Events a triggered power waits for." },
  gate: { title: "States", noun: "a state", doc: "What may follow 'while'." },
  subject: { title: "Subjects", noun: "a subject", doc: "Who a rule or an effect reaches." },
  "scenario-rule": { title: "Scenario rules", noun: "a scenario rule", doc: "How victory points are scored and battles won." },
  "terrain-rule": { title: "Terrain rules", noun: "a terrain rule", doc: "What a terrain type does to creatures that enter or occupy it." },
};

const compiled = new Map<Family, { id: string; patterns: Pattern[]; entry: Entry }[]>();
for (const f of families) {
  compiled.set(
    f,
    (registry[f] as Entry[]).map((entry) => ({ id: entry.id, patterns: entry.patterns.map(compilePattern), entry })),
  );
}

export function compiledFamily(f: string): readonly { id: string; patterns: Pattern[]; entry: Entry }[] {
  return compiled.get(f as Family) ?? [];
}

function lookup<E extends Entry>(family: Family, id: string): E {
  const e = (registry[family] as Entry[]).find((x) => x.id === id);
  if (!e) throw new Error(`no ${family} primitive "${id}"`);
  return e as E;
}

export const effectEntry = (id: string) => lookup<EffectEntry>("effect", id);
/** Who an effect reaches when its phrase names no one (entry.ts DefaultSubject). */
export const defaultSubjectOfEffect = (e: { op: string; args: Args }) => defaultSubjectOf(effectEntry(e.op), e.args);
export const modifierEntry = (id: string) => lookup<ModifierEntry>("modifier", id);
export const permissionEntry = (id: string) => lookup<PermissionEntry>("permission", id);
export const triggerEntry = (id: string) => lookup<TriggerEntry>("trigger", id);
export const gateEntry = (id: string) => lookup<GateEntry>("gate", id);
export const subjectEntry = (id: string) => lookup<SubjectEntry>("subject", id);
export const scenarioRuleEntry = (id: string) => lookup<ScenarioRuleEntry>("scenario-rule", id);
export const terrainRuleEntry = (id: string) => lookup<TerrainRuleEntry>("terrain-rule", id);

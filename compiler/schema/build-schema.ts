// Builds the IR's JSON Schema. The shapes of cards, maps and scenarios are written
// here; the arguments of every primitive are derived from its registry entry's
// patterns and slot types, so the schema never restates the registry.
// `npm run schema` writes compiler/schema/ir.schema.json and its standalone validator.
import { IR_VERSION } from "../ir.js";
import type { PatternElement } from "../phrases/pattern.js";
import { slotTypes } from "../phrases/slots.js";
import { compiledFamily, type Family } from "../primitives/index.js";

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const obj = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const str: Schema = { type: "string" };
const int: Schema = { type: "integer" };
const nat: Schema = { type: "integer", minimum: 0 };
const arr = (items: Schema): Schema => ({ type: "array", items });
// Null first: most such fields of a project are null (an effect's subject and duration, a
// clause's gate), and a null is found invalid by the other branch only after a call and its error.
const nullable = (s: Schema): Schema => ({ anyOf: [{ type: "null" }, s] });

/** Slots of a pattern and whether each is always present. */
function slotsOf(els: PatternElement[], optional: boolean, out: Map<string, { type: string; optional: boolean }>): void {
  for (const e of els) {
    if (e.kind === "slot") {
      const prev = out.get(e.name);
      out.set(e.name, { type: e.type, optional: optional || (prev?.optional ?? false) });
    } else if (e.kind === "optional") slotsOf(e.elements, true, out);
    else if (e.kind === "group") slotsOf(e.elements, optional, out);
  }
}

/** Slot types with structure (objects, lists, choices) are definitions `slot.<type>`, checked by one function each; plain values are written in place. */
function structured(schema: Schema): boolean {
  return schema["type"] === "object" || schema["type"] === "array" || "oneOf" in schema;
}

function slotSchema(type: string): Schema {
  const t = slotTypes[type];
  if (!t) throw new Error(`no slot type ${type}`);
  return structured(t.schema as Schema) ? ref(`slot.${type}`) : (t.schema as Schema);
}

/** The schema of an entry's args: its slots (minus those the IR keeps elsewhere), optional where a pattern may leave them out. */
function argsSchema(patterns: { elements: PatternElement[] }[], omit: string[]): Schema {
  const slots = new Map<string, { type: string; optional: boolean }>();
  const seenIn = new Map<string, number>();
  for (const p of patterns) {
    const one = new Map<string, { type: string; optional: boolean }>();
    slotsOf(p.elements, false, one);
    for (const [k, v] of one) {
      seenIn.set(k, (seenIn.get(k) ?? 0) + 1);
      slots.set(k, { type: v.type, optional: v.optional || (slots.get(k)?.optional ?? false) });
    }
  }
  const properties: Record<string, Schema> = {};
  const optional: string[] = [];
  for (const [k, v] of slots) {
    if (omit.includes(k)) continue;
    properties[k] = slotSchema(v.type);
    if (v.optional || seenIn.get(k)! < patterns.length) optional.push(k);
  }
  return obj(properties, optional);
}

/**
 * A family's definitions: one per op, named `<name>.<op>`, and `<name>` itself, which
 * checks what every primitive of the family carries (op, args, text, src and the
 * family's extra fields) once, then picks the op's definition by the op (ajv's
 * discriminator) instead of trying every entry. An op's definition says only its op and
 * its args: the fields all ops share are not restated in each, which kept the generated
 * validator 1.6 times larger (3.0 MB) and slower to load. Each op in its own definition
 * is its own function in the generated validator, so a validator is compiled only for
 * the ops an IR uses. Entries that share an op (two entries of a family may read
 * different phrasings into the same primitive) make one definition whose args are those
 * of exactly one of them.
 */
function familyDefinitions(family: Family, name: string, omit: string[] = [], extra: Record<string, Schema> = {}): { family: Schema; ops: Record<string, Schema> } {
  const byOp = new Map<string, Schema[]>();
  for (const { id, patterns } of compiledFamily(family)) byOp.set(id, [...(byOp.get(id) ?? []), argsSchema(patterns, omit)]);
  const ops: Record<string, Schema> = {};
  for (const [op, args] of byOp) ops[`${name}.${op}`] = { type: "object", required: ["op", "args"], properties: { op: { const: op }, args: args.length === 1 ? args[0]! : { oneOf: args } } };
  const shared = obj({ op: str, args: { type: "object" }, text: str, src: ref("src"), ...extra });
  return { family: { ...shared, discriminator: { propertyName: "op" }, oneOf: Object.keys(ops).map(ref) }, ops };
}

export function buildIrSchema(): Schema {
  const duration = slotSchema("duration");
  const families = {
    subject: familyDefinitions("subject", "subject"),
    gate: familyDefinitions("gate", "gate"),
    effect: familyDefinitions("effect", "effect", ["subject", "duration"], { subject: nullable(ref("subject")), duration: nullable(duration) }),
    modifier: familyDefinitions("modifier", "modifier", [], { kind: { const: "modifier" }, subject: nullable(ref("subject")), gate: nullable(ref("gate")) }),
    event: familyDefinitions("trigger", "event"),
    scenarioRule: familyDefinitions("scenario-rule", "scenarioRule", [], { kind: { const: "scenario-rule" } }),
    terrainRule: familyDefinitions("terrain-rule", "terrainRule", [], { kind: { const: "terrain-rule" } }),
  };
  const cited = (props: Record<string, Schema>, optional: string[] = []) => obj({ ...props, src: ref("src") }, optional);
  const square = obj({ x: nat, y: nat });
  const area = cited({ side: str, squares: arr(square) });
  const layer = { enum: ["core", "house", "cards"] };
  const houseMode = { enum: ["replaces", "restricts"] };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: `https://warband.dev/schema/ir-v${IR_VERSION}.json`,
    title: `warband IR v${IR_VERSION}`,
    description: "The compiled form of warband content: what the runtime plays. Generated by compiler/schema/build-schema.ts.",
    ...obj({
      irVersion: { const: IR_VERSION },
      ruleset: ref("ruleset"),
      conditions: arr(ref("condition")),
      actions: arr(ref("action")),
      creatures: arr(ref("creature")),
      items: arr(ref("item")),
      models: arr(ref("model")),
      maps: arr(ref("map")),
      scenarios: arr(ref("scenario")),
      warbands: arr(ref("warband")),
      battles: arr(ref("battle")),
      houseRules: arr(ref("houseRules")),
      tests: arr(ref("test")),
      terrains: arr(ref("terrain")),
    }),
    definitions: {
      src: nullable(obj({ file: str, line: int, column: int, endLine: int, endColumn: int })),
      ruleset: cited({
        name: str,
        defenses: arr(str),
        damageTypes: arr(str),
        factions: arr(str),
        sizes: arr(obj({ name: str, squares: { type: "integer", minimum: 1 } })),
        movementModes: arr(str),
        die: { type: "integer", minimum: 2 },
        saveOn: nat,
        creatureTypes: arr(str),
        abilities: arr(str),
        options: arr(ref("option")),
        renamed: arr(cited({ kind: { enum: ["keyword", "condition", "area"] }, from: str, to: str })),
      }, ["renamed"]),
      option: obj({ name: str, value: { anyOf: [int, { type: "boolean" }] }, src: ref("src") }),
      subject: families.subject.family,
      gate: families.gate.family,
      effect: families.effect.family,
      event: families.event.family,
      permission: cited({
        kind: { const: "permission" },
        polarity: { enum: ["can", "cannot"] },
        verb: str,
        subject: nullable(ref("subject")),
        squares: nullable(nat),
        gate: nullable(ref("gate")),
        breaks: nullable(str),
        tier: { enum: [0, 1, 2, 3, 4] },
        layer,
        text: str,
      }),
      modifier: families.modifier.family,
      trigger: cited({
        kind: { const: "trigger" },
        activation: { enum: ["automatic", "activated"] },
        event: nullable(ref("event")),
        gate: nullable(ref("gate")),
        effects: arr(ref("effect")),
        text: str,
        timing: { enum: ["interrupt", "reaction"] },
        oncePer: { enum: ["turn", "round", "turn-each", "round-warband"] },
      }, ["timing", "oncePer"]),
      text: cited({ kind: { const: "text" }, text: str }),
      // Picked by its kind (each kind's definition has its own), as a family's primitive by its op.
      clause: { type: "object", discriminator: { propertyName: "kind" }, oneOf: [ref("permission"), ref("modifier"), ref("trigger"), ref("text")] },
      power: cited({
        name: nullable(str),
        aura: nullable(nat),
        uses: nullable({ type: "integer", minimum: 1 }),
        clauses: arr(ref("clause")),
        layer,
        action: nullable({ enum: ["attack", "move", "minor", "free", "immediate", "turn"] }),
        champion: { type: "boolean" },
        recharge: nullable(ref("event")),
        rechargeOr: ref("event"),
        rechargeAction: { enum: ["attack", "move", "minor", "turn"] },
        rechargeGate: ref("gate"),
        types: arr(str),
        condition: { const: true },
      }, ["rechargeOr", "rechargeAction", "rechargeGate", "types", "condition"]),
      attack: cited({
        name: str,
        kind: { enum: ["melee", "ranged", "close", "area"] },
        basic: { type: "boolean" },
        range: {
          oneOf: [
            obj({ kind: { enum: ["reach", "range", "blast", "burst", "line"] }, squares: nat }),
            obj({ kind: { const: "sight" } }),
            obj({ kind: { const: "nearest" }, squares: nat }, ["squares"]),
            obj({ kind: { const: "area" }, radius: nat, within: { anyOf: [nat, { enum: ["sight", "nearest"] }] } }),
          ],
        },
        bonus: int,
        defense: str,
        hit: arr(ref("effect")),
        miss: arr(ref("effect")),
        hitOrMiss: arr(ref("effect")),
        automatic: { type: "boolean" },
        action: { enum: ["attack", "minor"] },
        oncePerTurn: { type: "boolean" },
        gate: nullable(ref("gate")),
        targets: nullable(ref("gate")),
        ignoresInsubstantial: { type: "boolean" },
        provokes: nullable({ type: "boolean" }),
        approach: nullable(obj({ verb: { enum: ["move", "shift"] }, squares: { anyOf: [nat, { enum: ["speed", "twice speed"] }] }, during: { type: "boolean" }, mode: { enum: ["flight", "burrow"] }, minimum: { type: "integer", minimum: 1 } }, ["mode", "minimum"])),
        rechargeAction: nullable({ enum: ["attack", "move", "minor", "turn"] }),
        rechargeGate: ref("gate"),
        uses: nullable({ type: "integer", minimum: 1 }),
        repeat: { type: "integer", minimum: 1 },
        repeatTargets: { enum: ["any", "same", "different"] },
        perTarget: { type: "integer", minimum: 1 },
        targetsAllies: { const: true },
        spread: { type: "integer", minimum: 1 },
        affects: nullable({ enum: ["creatures", "enemies"] }),
        followup: nullable(cited({ bonus: int, defense: str, hit: arr(ref("effect")), when: { oneOf: [obj({ natural: { type: "integer", minimum: 2 } }), obj({ bloodies: { const: true } })] } }, ["when"])),
        recharge: nullable(ref("event")),
        rechargeOr: ref("event"),
        onCharge: { type: "boolean" },
        onOpportunity: { type: "boolean" },
        byPower: { type: "boolean" },
        ifHit: cited({ count: { type: "integer", minimum: 2 }, effects: arr(ref("effect")) }),
        critical: arr(ref("effect")),
        ifDestroyed: arr(ref("effect")),
        ifNotDestroyed: arr(ref("effect")),
        rerollMiss: { type: "boolean" },
        criticalFrom: { type: "integer", minimum: 2 },
        rolls: { type: "integer", minimum: 2 },
        defenseOr: str,
        afterAll: arr(ref("effect")),
        eachEnemy: { type: "boolean" },
        eachEntered: { type: "boolean" },
        oneEntered: { type: "boolean" },
        besideEntered: { type: "boolean" },
        types: arr(str),
        modifiers: arr(ref("modifier")),
        alsoTargets: arr(ref("gate")),
      }, ["onCharge", "onOpportunity", "byPower", "ifHit", "critical", "ifDestroyed", "ifNotDestroyed", "rerollMiss", "criticalFrom", "rolls", "defenseOr", "afterAll", "eachEnemy", "eachEntered", "oneEntered", "besideEntered", "types", "modifiers", "alsoTargets", "perTarget", "spread", "targetsAllies", "rechargeGate", "rechargeOr"]),
      creature: cited({
        name: str,
        level: nat,
        cost: nat,
        alignment: str,
        factions: arr(str),
        keywords: arr(str),
        size: str,
        squares: { type: "integer", minimum: 1 },
        unique: { type: "boolean" },
        champion: nullable({ type: "integer", minimum: 1 }),
        defenses: { type: "object", additionalProperties: int },
        speed: nat,
        modes: arr(str),
        hp: int,
        bloodied: int,
        attacks: arr(ref("attack")),
        powers: arr(ref("power")),
      }),
      item: cited({ name: str, minLevel: nat, maxLevel: nat, cost: nat, keywords: arr(str), powers: arr(ref("power")) }),
      modelAttack: obj({
        bonus: int,
        damage: arr(obj({ amount: nat, type: nullable(str) })),
        flags: arr({ enum: ["blunt", "magic"] }),
        range: nullable(nat),
        uses: nullable({ type: "integer", minimum: 1 }),
      }),
      model: cited({
        name: str,
        cost: nat,
        faction: nullable(str),
        alignment: { enum: ["good", "evil", "neutral"] },
        type: str,
        subtype: nullable(str),
        level: nat,
        speed: nat,
        modes: arr(str),
        armor: int,
        health: int,
        save: int,
        melee: nullable(ref("modelAttack")),
        ranged: nullable(ref("modelAttack")),
        specials: arr(cited({ ability: str, text: str, value: nullable(int), word: nullable(str) })),
        texts: arr(ref("text")),
      }),
      condition: cited({ name: str, layer, permissions: arr(ref("permission")), modifiers: arr(ref("modifier")), includes: arr(str), inactive: { type: "boolean" } }),
      action: cited({
        name: str,
        layer,
        slot: { enum: ["attack", "move", "minor", "free", "immediate", "none"] },
        perTurn: nullable({ type: "integer", minimum: 1 }),
        squares: { anyOf: [nat, { const: "speed" }] },
        provokes: { type: "boolean" },
        countsAs: arr(str),
      }),
      map: cited({
        name: str,
        width: nat,
        height: nat,
        walls: arr(square),
        wallLines: arr(obj({ from: square, to: square })),
        startAreas: arr(area),
        victoryAreas: arr(area),
        terrain: arr(cited({ type: str, squares: arr(square), direction: nullable(str), amount: nullable(nat) }, ["direction", "amount"])),
        sizeClass: nullable({ enum: ["full", "half"] }),
      }, ["sizeClass"]),
      scenario: cited({
        name: str,
        layer,
        pointLimits: arr(nat),
        maxCreatures: arr(nat),
        maxCreatureCost: arr(nat),
        maxSize: nullable(str),
        mapSizes: arr({ enum: ["full", "half"] }),
        rules: arr(ref("scenarioRule")),
      }, ["mapSizes"]),
      terrain: cited({ name: str, layer, rules: arr(ref("terrainRule")) }),
      scenarioRule: families.scenarioRule.family,
      terrainRule: families.terrainRule.family,
      warband: cited({
        name: str,
        faction: nullable(str),
        creatures: arr(str),
        items: arr(cited({ name: str, cost: nat, bearer: str })),
        points: nullable(nat),
        scenario: nullable(str),
      }),
      battle: cited(
        { name: str, scenario: str, points: nat, map: str, maps: arr(str), sides: arr(obj({ side: str, warband: str })), chooseSides: { type: "boolean" }, maxRounds: { type: "integer", minimum: 1 }, houseRules: arr(str) },
        ["maps", "chooseSides"],
      ),
      test: cited({
        name: str,
        map: nullable(str),
        scenario: str,
        points: nullable(nat),
        houseRules: arr(str),
        creatures: arr(cited({ id: str, card: str, at: square, hp: nullable(int), conditions: arr(str) })),
        dice: arr({ type: "integer", minimum: 1 }),
        steps: arr({
          oneOf: [
            cited({ kind: { const: "turn" }, creature: str, choices: arr(str) }),
            cited({ kind: { const: "end-of-round" } }),
            cited({ kind: { const: "expect" }, expect: ref("expectation") }),
          ],
        }),
      }),
      expectation: {
        oneOf: [
          obj({ what: { const: "hp" }, creature: str, value: int }),
          obj({ what: { const: "at" }, creature: str, square }),
          obj({ what: { enum: ["has", "lacks"] }, creature: str, condition: str }),
          obj({ what: { enum: ["destroyed", "in-play"] }, creature: str }),
          obj({ what: { const: "may" }, creature: str, action: str, allowed: { type: "boolean" }, squares: nullable(nat), tier: nullable(nat) }),
          obj({ what: { const: "value" }, creature: str, stat: str, value: int }),
          obj({ what: { const: "vp" }, side: str, value: int }),
          obj({ what: { const: "winner" }, side: nullable(str) }),
          obj({ what: { const: "log" }, text: str }),
        ],
      },
      houseRules: cited({
        name: str,
        options: arr(ref("option")),
        conditions: arr(cited({ mode: houseMode, condition: ref("condition") })),
        terrains: arr(cited({ mode: houseMode, terrain: ref("terrain") })),
        actions: arr(cited({ mode: houseMode, action: ref("action") })),
        scenarios: arr(cited({ mode: houseMode, scenario: ref("scenario") })),
      }),
      ...Object.fromEntries(Object.values(families).flatMap((f) => Object.entries(f.ops))),
      ...Object.fromEntries(Object.entries(slotTypes).flatMap(([type, t]) => (structured(t.schema as Schema) ? [[`slot.${type}`, t.schema as Schema]] : []))),
    },
  };
}

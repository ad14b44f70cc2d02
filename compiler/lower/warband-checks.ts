// Warband construction checks against a format (a scenario and a point limit): point
// limit, creature count, single-creature cost, size, faction, alignment, Unique and
// items per creature. A scenario's construction rules lift checks (Sealed-Booster).
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § Scenarios and Variants
import { scenarioRuleEntry } from "../primitives/index.js";
import type { CreatureIR, IR, ModifierIR, ScenarioIR, WarbandIR } from "../ir.js";

export interface ConstructionProblem {
  message: string;
  /** The creature card the problem is about, to point at its line; absent for the whole warband. */
  creature?: string;
  /** The item the problem is about. */
  item?: string;
  /** The warband line the problem is about when it is not a creature or an item. */
  line?: "points" | "faction";
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The index of a point limit among the scenario's limits: the largest listed limit not above it. */
export function limitIndexOf(scenario: ScenarioIR, points: number): number {
  let best = 0;
  scenario.pointLimits.forEach((l, i) => {
    if (l <= points) best = i;
  });
  return best;
}

function atLimit(list: number[], index: number): number | undefined {
  return list.length ? list[Math.min(index, list.length - 1)] : undefined;
}

export function constructionProblems(ir: IR, w: WarbandIR, scenario: ScenarioIR, points: number): ConstructionProblem[] {
  const out: ConstructionProblem[] = [];
  const lifted = new Set(scenario.rules.map((r) => scenarioRuleEntry(r.op)).flatMap((e) => (e.hook === "construction" && e.lifts ? [e.lifts] : [])));
  const cards = w.creatures.map((n) => ir.creatures.find((c) => same(c.name, n))).filter((c): c is CreatureIR => c !== undefined);
  // V-01 point limit allowed by the scenario.
  if (!scenario.pointLimits.includes(points)) {
    out.push({ message: `${scenario.name} is played at ${scenario.pointLimits.join(", ")} points, not ${points}`, line: "points" });
  }
  const index = limitIndexOf(scenario, points);
  // V-02 creatures and items within the point limit.
  const total = cards.reduce((s, c) => s + c.cost, 0) + w.items.reduce((s, i) => s + i.cost, 0);
  if (total > points) {
    const items = w.items.length ? ` (creatures ${total - w.items.reduce((s, i) => s + i.cost, 0)}, items ${w.items.reduce((s, i) => s + i.cost, 0)})` : "";
    out.push({ message: `the warband "${w.name}" costs ${total} points${items}, over the ${points}-point limit` });
  }
  // V-03 creature count; some creature powers raise the maximum ("increase your warband's creature limit by 2").
  const scenarioMax = atLimit(scenario.maxCreatures, index);
  const raised = cards.flatMap((c) => buildingRules(c, "creature-limit")).reduce((sum, r) => sum + (r.args.amount as number), 0);
  const maxCount = scenarioMax === undefined ? undefined : scenarioMax + raised;
  const count = creatureCount(cards) + (w.creatures.length - cards.length);
  if (maxCount !== undefined && count > maxCount) {
    const why = raised ? ` (${scenarioMax} raised by ${raised} by its creatures' powers)` : "";
    const counted = count !== w.creatures.length ? `, counted as ${count}` : "";
    out.push({ message: `the warband "${w.name}" has ${w.creatures.length} creatures${counted}; ${scenario.name} at ${points} points allows at most ${maxCount}${why}` });
  }
  out.push(...exclusions(cards));
  // V-04 single-creature cost, V-10 size.
  const maxCost = atLimit(scenario.maxCreatureCost, index);
  const maxSquares = scenario.maxSize ? ir.ruleset.sizes.find((s) => same(s.name, scenario.maxSize!))?.squares : undefined;
  const reported = new Set<string>();
  for (const c of cards) {
    if (reported.has(c.name)) continue;
    if (maxCost !== undefined && c.cost > maxCost) {
      out.push({ creature: c.name, message: `${c.name} costs ${c.cost}; the most a single creature may cost at ${points} points is ${maxCost}` });
      reported.add(c.name);
    }
    if (maxSquares !== undefined && c.squares > maxSquares) {
      out.push({ creature: c.name, message: `${c.name} is ${c.size}: ${scenario.name} allows no creature larger than ${scenario.maxSize}` });
      reported.add(c.name);
    }
  }
  // V-05 faction; creatures a card makes legal ("all Dwarf creatures are legal in your warband") need none.
  if (!lifted.has("faction")) {
    const legal = (c: CreatureIR) =>
      cards.some((h) =>
        buildingRules(h, "legal-keyword").some((r) => {
          const a = r.args as { keyword: { keyword: string }; other?: { keyword: string } };
          return cardHasKeyword(c, a.keyword) && (!a.other || cardHasKeyword(c, a.other));
        }),
      ) ||
      // "This creature is legal in a warband of any faction that includes a Hobgoblin or Troglodyte champion": another creature of the warband is one.
      buildingRules(c, "legal-with-champion").some((r) => {
        const a = r.args as { keyword: { keyword: string }; other?: { keyword: string } };
        return cards.some((h) => h !== c && (h.champion ?? 0) > 0 && (cardHasKeyword(h, a.keyword) || cardHasKeyword(h, a.other)));
      });
    const bound = cards.filter((c) => !legal(c));
    if (w.faction) {
      for (const c of new Set(bound)) {
        if (!c.factions.some((f) => same(f, w.faction!))) {
          out.push({ creature: c.name, message: `${c.name} is not of the ${w.faction} faction (its factions: ${c.factions.join(", ")})` });
        }
      }
    } else if (bound.length) {
      const shared = bound.reduce((acc, c) => acc.filter((f) => c.factions.some((g) => same(f, g))), [...bound[0]!.factions]);
      if (shared.length === 0) {
        out.push({ line: "faction", message: `the creatures of "${w.name}" share no faction; name one with 'faction …' and field only its creatures` });
      }
    }
  }
  // V-06 alignment: Good and Evil do not mix.
  if (!lifted.has("alignment")) {
    const good = cards.find((c) => c.alignment === "good");
    const evil = cards.find((c) => c.alignment === "evil");
    if (good && evil) {
      const later = w.creatures.findIndex((n) => same(n, good.name)) > w.creatures.findIndex((n) => same(n, evil.name)) ? good : evil;
      const earlier = later === good ? evil : good;
      out.push({ creature: later.name, message: `${later.name} is ${later.alignment} and cannot share a warband with ${earlier.alignment} ${earlier.name}` });
    }
  }
  // V-07 Unique.
  if (!lifted.has("unique")) {
    const seen = new Set<string>();
    for (const c of cards) {
      if (!c.unique) continue;
      if (seen.has(c.name)) {
        out.push({ creature: c.name, message: `${c.name} is Unique: a warband may include only one` });
        break;
      }
      seen.add(c.name);
    }
  }
  // V-08 items: one per creature, two per Unique creature.
  const byBearer = new Map<string, number>();
  for (const item of w.items) byBearer.set(item.bearer.toLowerCase(), (byBearer.get(item.bearer.toLowerCase()) ?? 0) + 1);
  for (const item of w.items) {
    const count = byBearer.get(item.bearer.toLowerCase());
    if (count === undefined) continue;
    byBearer.delete(item.bearer.toLowerCase());
    const bearers = cards.filter((c) => same(c.name, item.bearer));
    if (bearers.length === 0) {
      out.push({ item: item.name, message: `${item.name} is assigned to ${item.bearer}, which is not in the warband` });
      continue;
    }
    const each = bearers[0]!.unique ? 2 : 1;
    if (count > each * bearers.length) {
      out.push({
        item: item.name,
        message: `${count} items for ${bearers.length} ${item.bearer}: a creature carries at most one item${bearers[0]!.unique ? "" : " (two if Unique)"}${bearers[0]!.unique ? ", a Unique one two" : ""}`,
      });
    }
  }
  return out;
}

/** The warband-building rules a card states (compiler/primitives/warband.ts), ungated. */
/**
 * The creatures as the creature limit counts them: one each, but those of a card that says
 * "every 2 of its kind count as one creature" ("Mob 2") in groups of that many, rounded up.
 * ddm-battle-rules-2011.txt § Building a Warband (Number of Creatures)
 */
function creatureCount(cards: CreatureIR[]): number {
  const byCard = new Map<string, { n: number; per: number }>();
  for (const c of cards) {
    const per = (buildingRules(c, "mob")[0]?.args.amount as number | undefined) ?? 1;
    const e = byCard.get(c.name) ?? { n: 0, per: Math.max(1, per) };
    e.n++;
    byCard.set(c.name, e);
  }
  return [...byCard.values()].reduce((s, e) => s + Math.ceil(e.n / e.per), 0);
}

function buildingRules(card: CreatureIR, op: string): ModifierIR[] {
  return card.powers.flatMap((p) => p.clauses).filter((c): c is ModifierIR => c.kind === "modifier" && c.op === op && c.gate === null && c.subject === null);
}

function cardHasKeyword(card: CreatureIR, keyword: { keyword: string; negated?: boolean } | undefined): boolean {
  if (!keyword) return false;
  const k = keyword.keyword.toLowerCase();
  // A size names creatures as a keyword does ("all Small Goblins are legal in your warband").
  const has = k === "good" || k === "evil" ? card.alignment === k : card.keywords.some((x) => x.toLowerCase() === k) || card.size.toLowerCase() === k;
  return has !== (keyword.negated ?? false);
}

/**
 * Cards that keep others out of their warband: "your warband may not include other
 * Dragon creatures", "your warband cannot include other champions". Each other creature
 * the rule forbids is a problem, once per card name.
 * ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions)
 */
function exclusions(cards: CreatureIR[]): ConstructionProblem[] {
  const out: ConstructionProblem[] = [];
  const reported = new Set<string>();
  cards.forEach((holder, i) => {
    const forbids: [(c: CreatureIR) => boolean, string, string][] = [
      ...buildingRules(holder, "no-other-keyword").map((r): [(c: CreatureIR) => boolean, string, string] => {
        const a = r.args as { keyword: { keyword: string }; other?: { keyword: string } };
        const words = [a.keyword.keyword, ...(a.other ? [a.other.keyword] : [])].join(" or ");
        return [(c) => cardHasKeyword(c, a.keyword) || cardHasKeyword(c, a.other), `other ${words} creatures`, r.text];
      }),
      ...buildingRules(holder, "no-other-champions").map((r): [(c: CreatureIR) => boolean, string, string] => [(c) => (c.champion ?? 0) > 0, "other champions", r.text]),
    ];
    for (const [forbidden, what] of forbids) {
      cards.forEach((other, j) => {
        if (j === i || !forbidden(other) || reported.has(`${holder.name}|${other.name}`)) return;
        reported.add(`${holder.name}|${other.name}`);
        out.push({ creature: other.name, message: `${other.name} cannot join this warband: ${holder.name}'s warband may not include ${what}` });
      });
    }
  });
  return out;
}

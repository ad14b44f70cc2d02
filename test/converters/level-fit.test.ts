// The fit of the 5e → DDM level method (bench/level-fit.ts), on small made-up samples whose
// best answers can be worked out by hand. The measure is the calibration's: converted level
// within ±2 of the official one, after Math.round (ddm-2011.md § 1.1 for the level scale).
import { describe, expect, it } from "vitest";
import { crossValidatedHits, fitLevel, hitsOf, predictLevel, type LevelSample } from "../../bench/level-fit.js";
import { convert5e } from "../../converters/five-e/convert.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { library } from "../library.js";
import { emberHound, roundTable } from "./monsters.js";

const sample = (cr: number, level: number, size = "Medium", kinds: string[] = ["beast"]): LevelSample => ({ cr, size, kinds, level });
const curveOnly = { shifts: false, need: 2, minShared: 3 };

function nonDecreasing(points: [number, number][]): boolean {
  return points.every((p, i) => i === 0 || p[1] >= points[i - 1]![1]);
}

describe("level method fitted for the count within ±2", () => {
  it("finds a non-decreasing curve that hits every monster when one exists: CR 1 at level 5 (×3) and CR 2 at level 1 both fit a value in [2.5, 3.5)", () => {
    const samples = [sample(1, 5), sample(1, 5), sample(1, 5), sample(2, 1)];
    const fit = fitLevel(samples, { knots: [1, 2], ...curveOnly });
    expect(fit.hits).toBe(4);
    expect(nonDecreasing(fit.byChallengeRating)).toBe(true);
    for (const [, v] of fit.byChallengeRating) expect(v >= 2.5 && v < 3.5).toBe(true);
  });

  it("keeps the curve non-decreasing where the levels fall: CR 1 at 10 (×2) and CR 2 at 1 cannot all hit, so the two at CR 1 win", () => {
    const samples = [sample(1, 10), sample(1, 10), sample(2, 1)];
    const fit = fitLevel(samples, { knots: [1, 2], ...curveOnly });
    expect(fit.hits).toBe(2);
    expect(nonDecreasing(fit.byChallengeRating)).toBe(true);
    expect(predictLevel(fit, samples[0]!)).toBeGreaterThanOrEqual(8);
    expect(hitsOf(fit, samples)).toBe(2);
  });

  it("interpolates between the CRs the curve is written at: a monster at CR 2 reads halfway between CR 1 and CR 3", () => {
    const samples = [sample(1, 4), sample(1, 4), sample(3, 12), sample(3, 12)];
    const fit = fitLevel(samples, { knots: [1, 3], ...curveOnly });
    expect(fit.hits).toBe(4);
    const [[, a], [, b]] = fit.byChallengeRating as [[number, number], [number, number]];
    expect(predictLevel(fit, sample(2, 0))).toBe(Math.min(30, Math.max(1, Math.round((a + b) / 2))));
  });

  it("adds a size shift when it gains more than `need` monsters, and no type shift that gains too few", () => {
    const samples = [
      ...[1, 2, 3, 4].map(() => sample(1, 4)),
      ...[1, 2, 3, 4].map(() => sample(1, 10, "Huge")),
      // Three fey: shifting them would gain one monster at most.
      sample(1, 4, "Medium", ["fey"]),
      sample(1, 4, "Medium", ["fey"]),
      sample(1, 9, "Medium", ["fey"]),
    ];
    const fit = fitLevel(samples, { knots: [1], shifts: true, need: 2, minShared: 3 });
    expect(fit.bySize.Huge).toBeGreaterThanOrEqual(2);
    expect(fit.bySize.Huge).toBe(fit.bySize.Gargantuan);
    expect(fit.byType).toEqual({});
    expect(fit.hits).toBe(10);
  });

  it("adds a trait shift and a level per to-hit point only when each gains more than `need` monsters (converters/five-e/level.ts traits and measures)", () => {
    const withTrait = (level: number): LevelSample => ({ ...sample(1, level), traits: ["magic resistance"] });
    const withAttack = (points: number, level: number): LevelSample => ({ ...sample(1, level), measures: { attack: points } });
    const traitFit = fitLevel([...[1, 2, 3, 4].map(() => sample(1, 4)), ...[1, 2, 3, 4].map(() => withTrait(10))], { knots: [1], shifts: false, traits: true, need: 2, minShared: 3 });
    expect(traitFit.hits).toBe(8);
    // The curve can sit at most at level 6 for the four at level 4, so the trait must add at least 2.
    expect(traitFit.byTrait["magic resistance"]).toBeGreaterThanOrEqual(2);
    const slopeFit = fitLevel([...[1, 2, 3, 4].map(() => withAttack(0, 4)), ...[1, 2, 3, 4].map(() => withAttack(4, 10))], { knots: [1], shifts: false, measures: true, need: 2, minShared: 3 });
    expect(slopeFit.hits).toBe(8);
    expect(slopeFit.perMeasure.attack).toBeGreaterThanOrEqual(0.5);
    // Two monsters with the trait can gain two at most: not more than `need`, so no shift.
    const few = fitLevel([...[1, 2, 3, 4].map(() => sample(1, 4)), withTrait(10), withTrait(10)], { knots: [1], shifts: false, traits: true, need: 2, minShared: 2 });
    expect(few.byTrait).toEqual({});
  });

  it("cross-validates by refitting on the other folds: a method that predicts the training median misses only the far-off monster", () => {
    const levels = [5, 5, 5, 5, 20];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(crossValidatedHits(levels, 5, (l) => l, (train) => () => median(train))).toBe(4);
    // Predicting the level left out from itself would hit all five: the fold really is held out.
    expect(crossValidatedHits(levels, 5, (l) => l, (train) => () => (train.includes(20) ? 5 : 20))).toBe(5);
  });
});

describe("size shifts in the 5e table (converters/five-e/convert.ts levelOf)", () => {
  it("adds the table's bySize shift to the level: CR 4 → 5, +1 monstrosity, +2 for Large = 8", () => {
    const table = { ...roundTable, level: { ...roundTable.level, bySize: { Large: 2 } } };
    const c = convert5e(emberHound, { table, vocabulary: vocabularyOf(library().ir) });
    expect(c.stats.level).toBe(8);
    expect(c.approximations.some((n) => n.includes("+2.0 for size Large"))).toBe(true);
  });
});

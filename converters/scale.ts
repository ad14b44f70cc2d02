// Numbers on a conversion table: piecewise-linear lookups and rounding onto a game's scale.

/** A table of [x, y] points, sorted by x; values between points are interpolated, beyond them clamped. */
export type Points = [number, number][];

export function lookup(points: Points, x: number): number {
  if (points.length === 0) return 0;
  const first = points[0]!;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (x <= x1) {
      const [x0, y0] = points[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return points[points.length - 1]![1];
}

/** Rounds to the nearest multiple of `step`, never below `min`. */
export function roundTo(value: number, step: number, min = step): number {
  return Math.max(min, Math.round(value / step) * step);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

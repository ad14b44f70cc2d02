// The kernel's view of space. Rules code asks these questions and never looks at
// squares or inches itself, so a ruleset measured in inches (Chainmail,
// ../shared/spec/chainmail-2002.md §2.16) can supply its own implementation.

/** One grid cell. x grows to the right, y grows downward; (0,0) is the top-left square. */
export interface Square {
  x: number;
  y: number;
}

/** A creature's footprint: the top-left square and the side length in squares (1 = Medium, 2 = Large, 3 = Huge). */
export interface Space {
  x: number;
  y: number;
  size: number;
}

export interface Geometry<P = Space> {
  readonly width: number;
  readonly height: number;
  /** Every square of the position lies on the board. */
  inBounds(p: P): boolean;
  /** Some square of the position is filled by a wall. */
  touchesWall(p: P): boolean;
  squaresOf(p: P): Square[];
  /** Counted distance: the shortest count of steps between any square of a and any square of b, going around walls. */
  distance(a: P, b: P): number;
  /** Straight distance that ignores walls and terrain (movement triggers, "nearest teleporter"). */
  rawDistance(a: P, b: P): number;
  /** Within distance 1 and not separated by a wall; a position is adjacent to itself. */
  adjacent(a: P, b: P): boolean;
  /** Some unblocked line joins a point of `from` to a point of `to`. `blocksSight` marks extra squares (smoke, forest). */
  lineOfSight(from: P, to: P, blocksSight?: (s: Square) => boolean): boolean;
  /** As line of sight, but only walls (and `blocksEffect`) block. */
  lineOfEffect(from: P, to: P, blocksEffect?: (s: Square) => boolean): boolean;
  /** Positions reachable by one step of movement: no walls entered, no diagonal squeeze past a wall corner. */
  steps(p: P): P[];
  /** Same place. */
  same(a: P, b: P): boolean;
  /** A stable text key for maps and sets. */
  key(p: P): string;
}

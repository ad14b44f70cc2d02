// Bounded trigger chains: effects that trigger effects stop at a fixed depth, and the
// chain that ran away is reported instead of hanging the battle.

export class ChainGuard {
  private stack: string[] = [];
  constructor(private readonly maxDepth = 12) {}

  /** Runs `fn` one level deeper; returns false (and does not run it) if the chain is too deep. */
  enter(name: string, fn: () => void, onCut: (chain: string[]) => void): boolean {
    if (this.stack.length >= this.maxDepth) {
      onCut([...this.stack, name]);
      return false;
    }
    this.stack.push(name);
    try {
      fn();
    } finally {
      this.stack.pop();
    }
    return true;
  }

  get depth(): number {
    return this.stack.length;
  }
}

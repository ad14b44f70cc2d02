// Mount powers: which creatures may ride this one ("can have a Goblin ally as a
// rider"). Mounting and dismounting are actions of the core rules.
// ddm-battle-rules-2011.txt § Mounts and Riders
import type { ModifierEntry } from "./entry.js";

export const mountModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "mount",
    patterns: [
      "can have {keyword:keyword} ally|creature as rider",
      "may have {keyword:keyword} ally|creature as rider",
      "can carry {keyword:keyword} ally|creature as rider",
      "can have rider",
      "can carry rider",
    ],
    summary:
      "A mount: an adjacent ally (with the keyword, if one is named) may take the mount action to ride it, one rider at a time. The rider leaves the map but stays in play in the mount's space, both gain the keyword Mounted, and the rider moves when its mount moves.",
    cite: "ddm-battle-rules-2011.txt § Mounts and Riders",
    example: "can have a Goblin ally as a rider",
    contributions: () => [{ stat: "mount", op: "add", amount: 1 }],
  },
];

// Always-on powers read where the rule they change is decided: combat advantage not
// granted for being flanked, conceal ignored, invisible creatures treated as visible.
// Each answer is the contribution (rule, text, source) so the log and `why` can name it.
// ddm-battle-rules-2011.txt § Flanking; § Attack Roll (Conceal); § How to Choose Targets (Invisible)
import type { Game } from "./game.js";
import { contributionsTo } from "./values.js";

type Found = ReturnType<typeof contributionsTo>[number];

function find(g: Game, id: string, stat: string): Found | undefined {
  return contributionsTo(g, id).find((c) => c.stat === stat);
}

export const ignoresFlanking = (g: Game, id: string) => find(g, id, "no-combat-advantage-from-flanking");
export const ignoresConceal = (g: Game, id: string) => find(g, id, "ignores-conceal");
export const seesInvisible = (g: Game, id: string) => find(g, id, "sees-invisible");

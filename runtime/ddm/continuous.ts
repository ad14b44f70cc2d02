// Always-on powers read where the rule they change is decided: combat advantage not
// granted for being flanked, conceal ignored, invisible creatures treated as visible.
// Each answer is the contribution (rule, text, source) so the log and `why` can name it.
// ddm-battle-rules-2011.txt § Flanking; § Attack Roll (Conceal); § How to Choose Targets (Invisible)
import type { Game } from "./game.js";
import { contributionsTo } from "./values.js";
import { rulesView } from "./view.js";

type Found = ReturnType<typeof contributionsTo>[number];

/** The first contribution of the stat; one with a range ("within 5 squares") only when `other` is within it. */
function find(g: Game, id: string, stat: string, other?: string): Found | undefined {
  return contributionsTo(g, id).find((c) => c.stat === stat && (c.within === undefined || (other !== undefined && rulesView(g).distance(id, other) <= c.within)));
}

export const ignoresFlanking = (g: Game, id: string) => find(g, id, "no-combat-advantage-from-flanking");
export const ignoresConceal = (g: Game, id: string, target?: string) => find(g, id, "ignores-conceal", target);
export const seesInvisible = (g: Game, id: string, target?: string) => find(g, id, "sees-invisible", target);

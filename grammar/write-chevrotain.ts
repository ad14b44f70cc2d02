// Writes grammar/chevrotain.generated.ts (see grammar/chevrotain-build.ts). A build output
// like the validators: `npm run generate` writes it.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chevrotainSource } from "./chevrotain-build.js";

writeFileSync(fileURLToPath(new URL("../../grammar/chevrotain.generated.ts", import.meta.url)), chevrotainSource());
console.log("wrote grammar/chevrotain.generated.ts");

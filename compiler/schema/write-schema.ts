// Writes ir.schema.json and its standalone validator (ajv generates the validation code
// ahead of time, so neither the CLI nor the browser compiles code at run time).
// Run with `npm run schema`; test/compiler/schema.test.ts fails when they are stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { irSchemaText, irValidatorSource } from "./generate.js";

const here = (name: string) => fileURLToPath(new URL(`../../../compiler/schema/${name}`, import.meta.url));
writeFileSync(here("ir.schema.json"), irSchemaText());
writeFileSync(here("ir-validator.generated.ts"), irValidatorSource());
console.log("wrote compiler/schema/ir.schema.json and ir-validator.generated.ts");

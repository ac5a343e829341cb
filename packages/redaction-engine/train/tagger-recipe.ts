// The one recipe of the shipped tagger (decision 0037), shared by the training script, the
// cross-validation and the determinism test, so all three train the same way.
import type { LabelledDoc } from "../eval/labelled-doc.js";
import { sha256Hex } from "../src/hashing.js";
import { encodeBase64 } from "../src/tagger/base64.js";
import type { NameFilter } from "../src/tagger/name-filter.js";
import type { TaggerWeights } from "../src/tagger/tagger-model.js";
import { encodeWeights } from "../src/tagger/weight-codec.js";
import { buildNameFilter } from "./name-pools.js";
import { quantise, toExample, train } from "./perceptron.js";
import { trainingDocs } from "./training-data.js";

export interface Recipe {
  readonly variants: number;
  readonly epochs: number;
  readonly rowsLog2: number;
  readonly seed: number;
  readonly dropout: number;
}

export const SHIPPED_RECIPE: Recipe = { variants: 24, epochs: 6, rowsLog2: 16, seed: 1, dropout: 0.2 };

/** Trains on marked templates: the templates, their rewrites, features with the half name filter. */
export function trainTagger(templates: readonly string[], recipe: Recipe): TaggerWeights {
  const names = buildNameFilter(true);
  const docs: LabelledDoc[] = trainingDocs(templates, recipe.variants, 1000 + recipe.seed);
  const examples = docs.map((d) => toExample(d, names));
  return quantise(
    train(examples, {
      rows: 2 ** recipe.rowsLog2,
      epochs: recipe.epochs,
      seed: 7 + recipe.seed,
      dropout: recipe.dropout,
    }),
  );
}

/** The generated module's fields for a trained model and the shipped name filter. */
export function serialise(weights: TaggerWeights, names: NameFilter) {
  const table = encodeWeights(weights.table as Int8Array);
  const transitions = [...weights.transitions];
  const nameFilter = encodeBase64(names.bits);
  const digest = sha256Hex(
    `${weights.rows}|${weights.scale}|${transitions.join(",")}|${table}|${nameFilter}`,
  );
  return {
    rows: weights.rows,
    scale: weights.scale,
    transitions,
    table,
    nameFilter,
    probes: names.k,
    digest,
  };
}

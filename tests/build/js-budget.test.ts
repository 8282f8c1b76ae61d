import { beforeAll, expect, it } from 'vitest';
import { buildClient } from '../../scripts/build-client.ts';
import { PAGE_BUDGETS, pageWeights, type PageWeight } from '../../scripts/js-budget.ts';

let weights: PageWeight[];
beforeAll(async () => {
  await buildClient(); // only when the web app's sources changed since the last build
  weights = pageWeights();
  console.table(
    weights.map(({ page, byLocale, ceilingKb, targetKb }) => ({
      page,
      ...byLocale,
      ceilingKb,
      targetKb,
    })),
  );
}, 180_000);

it.each(PAGE_BUDGETS.map((budget) => budget.page))(
  '%s loads no more JavaScript before it renders than its budget, in English and in French',
  (page) => {
    const weight = weights.find((w) => w.page === page)!;
    expect(
      weight.kb,
      `${page}: ${weight.kb} KB gzipped in ${weight.files} files`,
    ).toBeLessThanOrEqual(weight.ceilingKb);
  },
);

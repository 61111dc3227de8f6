// The answer in one line under the count: a route says how many ways there are and what each
// delivers; a search without a destination says how far it reaches and invites choosing one.
import { expect, foundCount, foundLine, test } from './fixtures';

test("a route's line counts its ways and groups them by what arrives, naming the protocols", async ({
  page,
}) => {
  await page.goto('/?q=usdc&from=ethereum&to=arbitrum');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const line = page.getByTestId('answer-line');
  await expect(line).toHaveText(/^\d+ ways?: \d+ deliver/);
  await expect(line).toContainText("Circle's USDC (");
  // Each group's count adds up to the ways, and the ways to the cards the spec's rule found
  // (the fixtures' USDC tokens all carry the symbol, so none is found only by its name).
  const text = (await line.textContent()) ?? '';
  const ways = Number(/^(\d+) ways?/.exec(text)?.[1]);
  const grouped = [...text.matchAll(/(?:: |; )(\d+) deliver/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  expect(grouped).toBe(ways);
  expect(ways).toBe(await foundCount(page));
});

test('a search without a destination says how many chains it reaches and invites choosing one', async ({
  page,
}) => {
  await page.goto('/?q=usdc');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('answer-line')).toHaveText(
    /^Reaches \d+ chains through \d+ bridges?: choose a To chain to see what arrives there\.$/,
  );
});

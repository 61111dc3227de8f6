// Where the results sit once a search is on screen, measured: the first card high enough on a
// phone, and cards that keep their own height in the desktop grid (no stretched, half-empty card
// beside a tall one; opening a card's note moves only that card).
import type { Locator, Page } from '@playwright/test';
import { expect, foundLine, test } from './fixtures';

/**
 * Where each search's first card must start, measured plus a small margin: on a phone (375 x 812)
 * and a desktop (1280 x 800). A token search's first card started at 588 px on a phone under the
 * full-size hero, 508-540 px once the status strip named each source's data age and skipped rows,
 * and 411-444 px with that strip folded into one line. A route names itself over the cards; on a
 * desktop its link also opens the filter row, so it starts lower there (485 px for the route
 * alone, 464 px with `usdt`, where token searches start at 379 px). On a phone the link leaves the
 * filter row closed (the route's first card started at 615 px with it open, its chains ending at
 * 897 px, below the first screen): 452 px alone, 432 px with `usdt`, and about 30 px lower when
 * the live data arrived after the first answer and the results say they were updated.
 */
const SEARCHES = [
  { name: 'eth', path: '/?q=eth', phoneTop: 460, desktopTop: 400 },
  { name: 'usdc', path: '/?q=usdc', phoneTop: 460, desktopTop: 400 },
  {
    name: 'the route Ethereum to Arbitrum',
    path: '/?from=ethereum&to=arbitrum',
    phoneTop: 490,
    desktopTop: 500,
  },
  {
    name: 'usdt on the route Ethereum to Arbitrum',
    path: '/?q=usdt&from=ethereum&to=arbitrum',
    // The route's answer in one line over the cards ("4 ways: 3 deliver Tether's USDT0 …") takes
    // one line at 1280 px and up to three at 375 px (measured 504 and 484 px tops with it; the
    // first card's Bridge Now still ends at 598 px on the phone's first screen).
    phoneTop: 540,
    desktopTop: 510,
  },
] as const;

/**
 * The drawn result cards: not the tier headings, nor the skeleton cards that stand in while the
 * cards are late (they share the list, and go when the first card is drawn).
 */
function cards(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .locator(':scope > li:not([data-skeleton], [data-list-heading])');
}

async function openResults(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
  // The entrance animation moves a card by a few pixels: measure where it comes to rest.
  await cards(page)
    .first()
    .evaluate((card) => Promise.all(card.getAnimations().map((animation) => animation.finished)));
}

async function bottom(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y + box!.height;
}

interface CardBox {
  top: number;
  bottom: number;
  height: number;
  /** Card height left over once its padding, border, children and the gaps between them are counted. */
  emptySpace: number;
}

/** Every rendered card's box, in document coordinates, with the empty space inside it. */
function cardBoxes(page: Page): Promise<CardBox[]> {
  return cards(page).evaluateAll((items) =>
    items.map((card) => {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const inFlow = Array.from(card.children).filter((child) => {
        const own = getComputedStyle(child);
        return own.display !== 'none' && own.position !== 'absolute';
      });
      const children = inFlow.reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
      const gaps = (parseFloat(style.rowGap) || 0) * Math.max(0, inFlow.length - 1);
      const frame =
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        parseFloat(style.borderTopWidth) +
        parseFloat(style.borderBottomWidth);
      return {
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
        height: box.height,
        emptySpace: box.height - frame - children - gaps,
      };
    }),
  );
}

/** The cards that share a row, tallest row first. */
function rows(boxes: CardBox[]): CardBox[][] {
  const byTop = new Map<number, CardBox[]>();
  for (const box of boxes) {
    const key = Math.round(box.top);
    byTop.set(key, [...(byTop.get(key) ?? []), box]);
  }
  const tallest = (row: CardBox[]) => Math.max(...row.map((box) => box.height));
  return [...byTop.values()].sort((a, b) => tallest(b) - tallest(a));
}

test.describe('on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { name, path, phoneTop } of SEARCHES) {
    test(`the first card's name, chains and Bridge Now are on the first screen for ${name}`, async ({
      page,
    }) => {
      await openResults(page, path);
      const card = cards(page).first();
      const panelBottom = await bottom(page.getByRole('search', { name: 'Token search' }));
      const top = (await card.boundingBox())!.y;
      const title = await bottom(card.getByRole('heading', { level: 3 }));
      const chain = await bottom(card.getByRole('list').first().getByRole('listitem').first());
      const bridgeNow = await bottom(card.getByRole('button', { name: /Bridge Now/ }));
      test.info().annotations.push({
        type: 'measured',
        description: `${name} at 375: first card top ${Math.round(top)}, name bottom ${Math.round(title)}, first chain bottom ${Math.round(chain)}, Bridge Now bottom ${Math.round(bridgeNow)}`,
      });
      expect(top).toBeGreaterThan(panelBottom);
      expect(top).toBeLessThanOrEqual(phoneTop);
      expect(title).toBeLessThanOrEqual(812);
      expect(bridgeNow).toBeLessThanOrEqual(812);
      expect(chain).toBeLessThanOrEqual(812);
    });
  }
});

test.describe('on a desktop (1280 x 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { name, path, desktopTop } of SEARCHES) {
    test(`the first row of cards starts within ${desktopTop} px of the top for ${name}`, async ({
      page,
    }) => {
      await openResults(page, path);
      const top = (await cards(page).first().boundingBox())!.y;
      test.info().annotations.push({
        type: 'measured',
        description: `${name} at 1280: first card top ${Math.round(top)}`,
      });
      expect(top).toBeLessThanOrEqual(desktopTop);
    });
  }

  for (const { name, path } of SEARCHES.slice(0, 2)) {
    test(`cards keep their own height in the tallest row for ${name}`, async ({ page }) => {
      await openResults(page, path);
      // The first row's cards are drawn first and the rest in the frames after: wait for a full row.
      await expect.poll(async () => rows(await cardBoxes(page))[0]?.length ?? 0).toBeGreaterThan(1);
      const [tallestRow] = rows(await cardBoxes(page));
      expect(tallestRow!.length).toBeGreaterThan(1);
      const bottoms = tallestRow!.map((box) => box.bottom);
      test.info().annotations.push({
        type: 'measured',
        description: `${name} at 1280: tallest row heights ${tallestRow!.map((box) => Math.round(box.height)).join(', ')}; shortest card ends ${Math.round(Math.max(...bottoms) - Math.min(...bottoms))} px above the tallest; empty space inside ${tallestRow!.map((box) => Math.round(box.emptySpace)).join(', ')} px`,
      });
      for (const box of tallestRow!) expect(box.emptySpace).toBeLessThanOrEqual(1);
    });
  }

  test("opening a card's note changes neither the size nor the place of the cards beside it", async ({
    page,
  }) => {
    await openResults(page, '/?q=usdc');
    const list = cards(page);
    // The first card with a closed note whose row holds other cards.
    const count = await list.count();
    let index = -1;
    for (let i = 0; i < count && index < 0; i += 1) {
      const closed = list.nth(i).locator('button[aria-expanded="false"][aria-controls]');
      if ((await closed.count()) > 0) index = i;
    }
    expect(index).toBeGreaterThanOrEqual(0);
    const before = await cardBoxes(page);
    const own = before[index]!;
    const beside = before
      .map((box, i) => ({ box, i }))
      .filter(({ box, i }) => i !== index && Math.round(box.top) === Math.round(own.top));
    expect(beside.length).toBeGreaterThan(0);

    await list.nth(index).locator('button[aria-expanded="false"][aria-controls]').first().click();
    await expect(
      list.nth(index).locator('button[aria-expanded="true"][aria-controls]').first(),
    ).toBeVisible();

    const after = await cardBoxes(page);
    expect(after[index]!.height).toBeGreaterThan(own.height);
    for (const { box, i } of beside) {
      expect(after[i]!.top).toBeCloseTo(box.top, 0);
      expect(after[i]!.height).toBeCloseTo(box.height, 0);
    }
  });
});

/**
 * The protocol cards before a search, as the number of cards in each row per width: three cards
 * (the spec's protocols) in a row of three, one column from 900 px down; four in one row of four,
 * two by two on a tablet, one column on a phone, never three and a lone fourth; five as three
 * over two, six as two rows of three, one column from 900 px down.
 */
const INFO_CARD_ROWS: Record<number, Record<number, readonly number[]>> = {
  3: { 1280: [3], 1024: [3], 768: [1, 1, 1], 375: [1, 1, 1] },
  4: { 1280: [4], 1024: [2, 2], 768: [2, 2], 375: [1, 1, 1, 1] },
  5: { 1280: [3, 2], 1024: [3, 2], 768: [1, 1, 1, 1, 1], 375: [1, 1, 1, 1, 1] },
  6: { 1280: [3, 3], 1024: [3, 3], 768: [1, 1, 1, 1, 1, 1], 375: [1, 1, 1, 1, 1, 1] },
};

test.describe('the protocol cards before a search', () => {
  for (const width of [1280, 1024, 768, 375]) {
    test(`read as one set at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const list = page.getByRole('list', { name: 'Supported bridge protocols' });
      await expect(list).toBeVisible();
      const boxes = await list
        .locator(':scope > li')
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect()).map(({ x, y }) => ({ x, y })),
        );
      const expected = INFO_CARD_ROWS[boxes.length]?.[width];
      expect(expected, `${boxes.length} cards`).toBeDefined();
      // Cards per row, top to bottom: no card alone on a row of its own but on a phone's column.
      const rows = new Map<number, number>();
      for (const box of boxes) {
        const row = Math.round(box.y);
        rows.set(row, (rows.get(row) ?? 0) + 1);
      }
      expect([...rows.values()]).toEqual(expected);
    });
  }
});

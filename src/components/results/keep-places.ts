// Where the cards of an answer go when new data changes the answer already on screen. The worker
// ranks every answer afresh (exact, prefix, inside; ties by protocol), so a source that answers
// late can rank its options above cards the visitor is already reading: inserted there, they
// pushed those cards down by a card's height or more. Cards drawn before keep their places.
import type { BridgeOption } from '../../shared/tokens';

/** Options matched only through a name or key go under a heading of their own, after the rest. */
function underNameHeading(option: BridgeOption): boolean {
  return option.matchedBy !== undefined;
}

/**
 * The order to draw `options` in, given the ids of the cards already drawn for the same search
 * (`drawn`, in the order they are drawn). The options among those keep their order, in their
 * place; the others follow them in the answer's own order. Each group keeps its place relative to
 * the name-or-key heading: an option found by symbol never lands under it, so a new one goes
 * after the drawn symbol matches and before the heading. Nothing drawn yet: the answer's order.
 */
export function keepPlaces(
  options: readonly BridgeOption[],
  drawn: readonly string[],
): readonly BridgeOption[] {
  if (drawn.length === 0) return options;
  const place = new Map(drawn.map((id, index) => [id, index]));
  const inOrder = (group: BridgeOption[]) => {
    const kept = group
      .filter((option) => place.has(option.id))
      .sort((a, b) => place.get(a.id)! - place.get(b.id)!);
    return [...kept, ...group.filter((option) => !place.has(option.id))];
  };
  const bySymbol = inOrder(options.filter((option) => !underNameHeading(option)));
  const byName = inOrder(options.filter(underNameHeading));
  const ordered = [...bySymbol, ...byName];
  // The same order as the answer's (nothing new above a drawn card): the answer itself, so a
  // memoised list below sees no change.
  return ordered.every((option, index) => option === options[index]) ? options : ordered;
}

/** The DOM id of a typeahead option: the text box points at the active one (aria-activedescendant). */
export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** 'Selector' followed by the count of existing selectors plus 1. */
export function newSelectorName(existingCount: number): string {
  return `Selector ${existingCount + 1}`;
}

/** Selector names (spec 2 §5): letters, digits, whitespace and : . - _ & + ( ) % , ; — others stripped. */
const INVALID_SELECTOR_CHARS = /[^\p{L}\p{N}\s:.\-_&+()%,;]/gu;

export function stripInvalidSelectorChars(name: string): string {
  return name.replace(INVALID_SELECTOR_CHARS, '');
}

export function isValidSelectorName(name: string): boolean {
  return name.trim() !== '' && stripInvalidSelectorChars(name) === name;
}

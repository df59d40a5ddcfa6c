/** Name rules (spec 3 §5, spec 2 §5): letters, digits, whitespace and : . - _ & + ( ) % , */
const INVALID_NAME_CHARS = /[^\p{L}\p{N}\s:.\-_&+()%,]/gu;

export function stripInvalidNameChars(name: string): string {
  return name.replace(INVALID_NAME_CHARS, '');
}

export function isValidName(name: string): boolean {
  return stripInvalidNameChars(name) === name;
}

export function projectNameMessage(host: string): string {
  return `Please ensure your project name is made up of valid characters as defined at ${host}/support.`;
}

export function collectionNameMessage(host: string, kind: 'collection' | 'sequence collection' = 'collection'): string {
  return `Please ensure that your ${kind} name contains only valid characters as defined at ${host}/support.`;
}

/** Placeholder for an unnamed session: 'Session ' + the last 5 characters of its id. */
export function sessionPlaceholderName(id: string): string {
  return `Session ${id.slice(-5)}`;
}

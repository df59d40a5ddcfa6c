/** A click, or Space / Enter from the keyboard, on an item of a list or table; Shift extends a range. */
export interface ActivationEvent {
  shiftKey: boolean;
}

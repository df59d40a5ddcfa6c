import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, TextInput, stripInvalidNameChars } from '@bench/sdk';
import { useNameWarning } from './useNameWarning.ts';

export interface CreateProjectDialogProps {
  /** `stay`: Shift was held, keep the user on the list */
  onCreate(name: string, stay: boolean): void;
  onCancel(): void;
}

/** Asks for the new project's name; invalid characters are stripped while typing. */
export function CreateProjectDialog({ onCreate, onCancel }: CreateProjectDialogProps) {
  const [name, setName] = useState('');
  const shift = useShiftHeld();
  const warn = useNameWarning();

  const change = (text: string) => {
    const clean = stripInvalidNameChars(text);
    if (clean !== text) warn();
    setName(clean);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name, shift.current);
  };

  return (
    <Dialog title="New project" onClose={onCancel}>
      <form onSubmit={submit} className="bn-form">
        <TextInput
          label="Project name"
          value={name}
          onChange={change}
          autoFocus
          placeholder="e.g. Antibody maturation round 2"
        />
        <p className="bn-hint">Hold Shift while creating to stay on the project list.</p>
        <div className="bn-dialog__footer">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary">
            Create
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Whether Shift is held right now (for clicks and for Enter alike). */
function useShiftHeld() {
  const held = useRef(false);
  useEffect(() => {
    const track = (e: KeyboardEvent | MouseEvent) => {
      held.current = e.shiftKey;
    };
    for (const type of ['keydown', 'keyup', 'mousedown'] as const) window.addEventListener(type, track, true);
    return () => {
      for (const type of ['keydown', 'keyup', 'mousedown'] as const) window.removeEventListener(type, track, true);
    };
  }, []);
  return held;
}

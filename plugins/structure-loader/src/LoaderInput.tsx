import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button, Icon, TextInput } from '@bench/sdk';

interface LoaderInputProps {
  onFiles(files: File[]): void;
  onCodes(text: string): void;
}

/** Data loader entry (spec 2 §2.1): upload or drop .pdb/.cif files, or type 4-character structure codes. */
export function LoaderInput({ onFiles, onCodes }: LoaderInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [codes, setCodes] = useState('');
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };
  const submitCodes = (event: FormEvent) => {
    event.preventDefault();
    if (codes.trim() === '') return;
    onCodes(codes);
    setCodes('');
  };

  return (
    <div className="bn-loader-input">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for dragged files; its button is the keyboard way in */}
      <div
        className={['bn-loader-drop', dragging && 'bn-loader-drop--over'].filter(Boolean).join(' ')}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon name="upload" size={20} />
        <span>Drop .pdb or .cif files here, or</span>
        <Button variant="primary" onClick={() => fileInput.current?.click()}>
          Choose files
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label="Structure files"
          onChange={(e) => {
            onFiles([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <form className="bn-loader-codes" onSubmit={submitCodes}>
        <TextInput label="Structure codes" value={codes} placeholder="e.g. 1CRN 4HHB" onChange={setCodes} />
        <Button type="submit" disabled={codes.trim() === ''}>
          Add
        </Button>
      </form>
    </div>
  );
}

import type { Hand } from '@pokerchart/engine';
import { PhhExportError, serializePhh, toPhh } from '@pokerchart/phh';
import { useState } from 'preact/hooks';

interface Props {
  /** The hand to export (the live hand, or the replayed one). */
  hand: Hand | null;
  /** Loads a PHH text; throws with a readable message when it cannot be replayed. */
  onLoad: (text: string, name: string) => void;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** PHH (Poker Hand History): export the hand, load a file, or paste one, to step through it. */
export function PhhPanel({ hand, onLoad }: Props) {
  const [exported, setExported] = useState('');
  const [exportError, setExportError] = useState('');
  const [pasted, setPasted] = useState('');
  const [loadError, setLoadError] = useState('');
  const [loaded, setLoaded] = useState('');
  const load = (text: string, name: string) => {
    try {
      onLoad(text, name);
      setLoadError('');
      setLoaded(`Loaded ${name}: use Step forward (or the right arrow key) to replay it.`);
    } catch (e) {
      setLoaded('');
      setLoadError(`${name}: ${message(e)}`);
    }
  };
  const exportHand = () => {
    if (!hand) return;
    try {
      setExported(serializePhh(toPhh(hand)));
      setExportError('');
    } catch (e) {
      setExported('');
      // several boards, several runs, a bomb pot (R230, R232, R233): PHH cannot write them
      setExportError(
        e instanceof PhhExportError && e.code === 'PHH_MULTI_BOARD'
          ? `This hand cannot be exported as PHH: ${message(e)}. The hand log and the table show every board.`
          : message(e),
      );
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([exported], { type: 'application/toml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'hand.phh';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section class="panel phh" aria-labelledby="phh-title">
      <h2 id="phh-title">Hand histories (PHH)</h2>
      <div class="row">
        <button type="button" onClick={exportHand} disabled={!hand}>
          Export PHH
        </button>
        {exported && (
          <button type="button" onClick={download}>
            Download hand.phh
          </button>
        )}
      </div>
      {exportError && (
        <p class="error" role="alert">
          {exportError}
        </p>
      )}
      {exported && (
        <div class="stack">
          <label for="phh-export">PHH export</label>
          <textarea id="phh-export" class="code" readOnly rows={10} value={exported} />
        </div>
      )}
      <div class="stack">
        <label for="phh-file">PHH file</label>
        <input
          id="phh-file"
          type="file"
          accept=".phh,.toml,text/plain"
          onChange={async (e) => {
            const input = e.target as HTMLInputElement;
            const file = input.files?.[0];
            if (file) load(await file.text(), file.name);
            input.value = '';
          }}
        />
      </div>
      <div class="stack">
        <label for="phh-text">PHH text</label>
        <textarea id="phh-text" class="code" rows={6} value={pasted} placeholder={'variant = "NT"\n…'} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
      </div>
      <div class="row">
        <button type="button" disabled={!pasted.trim()} onClick={() => load(pasted, 'pasted text')}>
          Load PHH text
        </button>
      </div>
      {loadError && (
        <p class="error" role="alert">
          {loadError}
        </p>
      )}
      {loaded && (
        <p class="ok" role="status">
          {loaded}
        </p>
      )}
    </section>
  );
}

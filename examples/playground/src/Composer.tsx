import { defineVariant, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import { useMemo, useState } from 'preact/hooks';
import { presets } from './presets.js';
import { shareUrl } from './share.js';

/** What the composer says about its text: the descriptor, or where the text is wrong. */
type Check = { ok: true; variant: VariantDescriptor } | { ok: false; field: string | null; message: string; line: number | null };

/** The line of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The line of a field path such as `streets[2].board` (best effort: the first line naming its last key). */
function lineOfField(text: string, field: string): number | null {
  const key = /([A-Za-z_]+)(?:\[\d+\])?$/.exec(field.replace(/\.$/, ''))?.[1];
  if (!key) return null;
  const i = text.indexOf(`"${key}"`);
  return i < 0 ? null : lineAt(text, i);
}

/** Parses and validates the composer's text with `defineVariant`. */
export function checkSpec(text: string): Check {
  let spec: unknown;
  try {
    spec = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(message);
    return { ok: false, field: null, message: `Not valid JSON: ${message}`, line: pos ? lineAt(text, Number(pos[1])) : null };
  }
  try {
    return { ok: true, variant: defineVariant(spec as VariantSpec) };
  } catch (e) {
    const field = (e as { field?: unknown }).field;
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, field: typeof field === 'string' ? field : null, message, line: typeof field === 'string' ? lineOfField(text, field) : null };
  }
}

interface Props {
  text: string;
  onText: (text: string) => void;
  onApply: (variant: VariantDescriptor) => void;
}

/**
 * The variant composer: a variant descriptor as JSON, checked by `defineVariant` as you type
 * (errors inline, with the field and line), presets, "Apply" (redraws the chart and deals), and
 * a link that opens the playground on this variant.
 */
export function Composer({ text, onText, onApply }: Props) {
  const check = useMemo(() => checkSpec(text), [text]);
  const [link, setLink] = useState('');
  const [note, setNote] = useState('');
  const [preset, setPreset] = useState('');
  const share = () => {
    if (!check.ok) return;
    const url = shareUrl(JSON.parse(text), location.href);
    history.replaceState(null, '', url);
    setLink(url);
    navigator.clipboard?.writeText(url).then(
      () => setNote('Copied to the clipboard.'),
      () => setNote('Copy the link above.'),
    );
  };
  return (
    <section class="panel composer" aria-labelledby="composer-title">
      <h2 id="composer-title">Compose</h2>
      <p class="muted">
        Edit a descriptor (the <code>VariantSpec</code> fields: deck, hole cards, streets, selection, ranking, seats). Every change is
        checked by <code>defineVariant</code>; Apply redraws the chart and deals a hand of it.
      </p>
      <span class="field row">
        <label for="preset">Preset</label>
        <select
          id="preset"
          value={preset}
          onChange={(e) => {
            const label = (e.target as HTMLSelectElement).value;
            setPreset(label);
            const p = presets.find((x) => x.label === label);
            if (p) onText(JSON.stringify(p.spec, null, 2));
          }}
        >
          <option value="">Choose a preset…</option>
          {presets.map((p) => (
            <option key={p.label} value={p.label}>
              {p.label}
            </option>
          ))}
        </select>
      </span>
      <label class="stack" for="descriptor">
        Descriptor JSON
      </label>
      <textarea
        id="descriptor"
        class="code"
        spellcheck={false}
        rows={18}
        value={text}
        aria-invalid={check.ok ? 'false' : 'true'}
        aria-describedby="descriptor-check"
        onInput={(e) => onText((e.target as HTMLTextAreaElement).value)}
      />
      <p id="descriptor-check" class={check.ok ? 'ok' : 'error'} role="status">
        {check.ok
          ? `Valid: ${check.variant.name} (${check.variant.id}), ${check.variant.streets.length} streets, ${check.variant.holeCards} hole cards, ${check.variant.seats.min}-${check.variant.seats.max} players.`
          : `${check.line !== null ? `Line ${check.line}: ` : ''}${check.message}`}
      </p>
      <div class="row">
        <button type="button" class="primary" disabled={!check.ok} onClick={() => check.ok && onApply(check.variant)}>
          Apply
        </button>
        <button type="button" disabled={!check.ok} onClick={share}>
          Share link
        </button>
      </div>
      {link && (
        <p class="row">
          <label for="share-link">Link to this descriptor</label> <input id="share-link" class="link" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />{' '}
          <span class="muted">{note}</span>
        </p>
      )}
    </section>
  );
}

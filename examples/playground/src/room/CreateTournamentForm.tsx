import { useState } from 'preact/hooks';

/** What the form asks the room for. */
export interface NewTournament {
  name: string;
  tableSize: number;
  startingStack: number;
  buyIn: number;
  levelMinutes: number;
}

/**
 * Create a No-limit Hold'em tournament: its name, seats per table, starting stack, buy-in and
 * minutes per blind level (the blinds double each level; the prize pool pays the top places).
 */
export function CreateTournamentForm({ defaultName, onCreate }: { defaultName: string; onCreate: (t: NewTournament) => void }) {
  const [name, setName] = useState('');
  const [tableSize, setTableSize] = useState(6);
  const [startingStack, setStartingStack] = useState(1000);
  const [buyIn, setBuyIn] = useState(100);
  const [levelMinutes, setLevelMinutes] = useState(5);
  const num = (set: (n: number) => void) => (e: Event) => set(Number((e.target as HTMLInputElement).value));
  return (
    <form
      class="row room-create"
      aria-label="New tournament"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate({ name: name.trim() || defaultName, tableSize, startingStack, buyIn, levelMinutes });
      }}
    >
      <span class="field">
        <label for="room-tournament-name">Tournament name</label>
        <input id="room-tournament-name" value={name} placeholder={defaultName} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </span>
      <span class="field">
        <label for="room-table-size">Seats per table</label>
        <input id="room-table-size" type="number" min={2} max={9} value={tableSize} onInput={num(setTableSize)} />
      </span>
      <span class="field">
        <label for="room-stack">Starting stack</label>
        <input id="room-stack" type="number" min={100} step={100} value={startingStack} onInput={num(setStartingStack)} />
      </span>
      <span class="field">
        <label for="room-buy-in">Buy-in</label>
        <input id="room-buy-in" type="number" min={0} value={buyIn} onInput={num(setBuyIn)} />
      </span>
      <span class="field">
        <label for="room-level">Minutes per level</label>
        <input id="room-level" type="number" min={0.1} step="any" value={levelMinutes} onInput={num(setLevelMinutes)} />
      </span>
      <button type="submit">Create tournament</button>
    </form>
  );
}

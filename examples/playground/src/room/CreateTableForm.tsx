import { useState } from 'preact/hooks';

/** What the form asks the room for. */
export interface NewTable {
  name: string;
  variant: string;
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  seats: number;
  big: number;
  actionSeconds: number;
}

const GAMES: { id: string; name: string }[] = [
  { id: 'holdem', name: "Texas Hold'em" },
  { id: 'omaha', name: 'Omaha' },
  { id: 'shortdeck-holdem', name: "Short-deck Hold'em" },
];

/**
 * Create a cash table: its name, game, betting, seats, big blind (the small blind is half) and the
 * seconds each decision gets (R260). The creator takes a seat at once.
 */
export function CreateTableForm({ defaultName, onCreate }: { defaultName: string; onCreate: (t: NewTable) => void }) {
  const [name, setName] = useState('');
  const [variant, setVariant] = useState('holdem');
  const [betting, setBetting] = useState<NewTable['betting']>('no-limit');
  const [seats, setSeats] = useState(6);
  const [big, setBig] = useState(2);
  const [actionSeconds, setActionSeconds] = useState(30);
  const num = (set: (n: number) => void) => (e: Event) => set(Number((e.target as HTMLInputElement).value));
  return (
    <form
      class="row room-create"
      aria-label="New table"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate({ name: name.trim() || defaultName, variant, betting, seats, big, actionSeconds });
      }}
    >
      <span class="field">
        <label for="room-table-name">Table name</label>
        <input id="room-table-name" value={name} placeholder={defaultName} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </span>
      <span class="field">
        <label for="room-game">Game</label>
        <select id="room-game" value={variant} onChange={(e) => setVariant((e.target as HTMLSelectElement).value)}>
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </span>
      <span class="field">
        <label for="room-betting">Betting</label>
        <select id="room-betting" value={betting} onChange={(e) => setBetting((e.target as HTMLSelectElement).value as NewTable['betting'])}>
          <option value="no-limit">No limit</option>
          <option value="pot-limit">Pot limit</option>
          <option value="fixed-limit">Fixed limit</option>
        </select>
      </span>
      <span class="field">
        <label for="room-seats">Seats</label>
        <input id="room-seats" type="number" min={2} max={9} value={seats} onInput={num(setSeats)} />
      </span>
      <span class="field">
        <label for="room-big">Big blind</label>
        <input id="room-big" type="number" min={2} step={2} value={big} onInput={num(setBig)} />
      </span>
      <span class="field">
        <label for="room-clock">Seconds to act</label>
        <input id="room-clock" type="number" min={5} max={300} value={actionSeconds} onInput={num(setActionSeconds)} />
      </span>
      <button type="submit">Create table</button>
    </form>
  );
}

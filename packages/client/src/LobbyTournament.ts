/** A tournament as the lobby lists it (R265). */
export interface LobbyTournament {
  /** The tournament's id. */
  tournamentId: string;
  /** Its name. */
  name: string;
  /** Where it stands. */
  state: 'registering' | 'running' | 'complete';
  /** Entries so far (re-entries counted). */
  entries: number;
  /** The prize pool in chips. */
  prizePool: number;
}

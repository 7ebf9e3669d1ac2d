import type { Client } from '@pokerchart/client';

/** A tournament's standing as the room gives it (`Client.standings`): place and prize once final (R247, R250, R263). */
export type RoomStanding = Awaited<ReturnType<Client['standings']>>[number];

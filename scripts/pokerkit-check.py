"""Replays the hands of a .phhs file in PokerKit and compares their finishing stacks.

Used by scripts/pokerkit-check.mjs (see there); not part of `npm test`.

    POKERKIT_PATH=/path/to/pokerkit-source python3 scripts/pokerkit-check.py hands.phhs > results.jsonl

POKERKIT_PATH is the folder that holds the `pokerkit` package (a checkout or `git archive` of
https://github.com/uoftcprg/pokerkit at tag v0.7.4; pure Python 3.11, no dependencies). Without it,
an installed `pokerkit` is used. Prints one JSON object per hand, in file order:
{"name", "status": "match" | "mismatch" | "incomplete" | "unreadable", "stacks"?, "expected"?, "error"?}
"""

import json
import os
import sys
import tomllib

path = os.environ.get('POKERKIT_PATH')
if path:
    sys.path.insert(0, path)

from pokerkit import HandHistory  # noqa: E402
from pokerkit.utilities import parse_value  # noqa: E402


def number(value):
    """A JSON number (PokerKit keeps fractional amounts as Decimal); null for inf, which JSON lacks."""
    if value != value or value in (float('inf'), float('-inf')):
        return None
    return int(value) if value == int(value) else float(value)


def check(name, raw):
    expected = raw.get('finishing_stacks')
    if expected is not None:
        expected = [number(s) for s in expected]
    try:
        history = HandHistory(**HandHistory._filter_non_fields(**raw))
        state = None
        for state in history:
            pass
    except Exception as error:  # PokerKit raises ValueError (and a few others) on what it cannot read
        return {'name': name, 'status': 'unreadable', 'error': f'{type(error).__name__}: {error}'}
    stacks = [number(s) for s in state.stacks]
    if state.status:
        return {'name': name, 'status': 'incomplete', 'stacks': stacks, 'expected': expected}
    status = 'match' if expected is not None and expected == stacks else 'mismatch'
    return {'name': name, 'status': status, 'stacks': stacks, 'expected': expected}


def main():
    if len(sys.argv) != 2:
        print('usage: python3 scripts/pokerkit-check.py hands.phhs', file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], 'rb') as file:
        tables = tomllib.load(file, parse_float=parse_value)
    for name, raw in tables.items():
        print(json.dumps(check(name, raw)), flush=False)


main()
